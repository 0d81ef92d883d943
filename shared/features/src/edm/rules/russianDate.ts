const RUSSIAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** DD.MM.YYYY (spec §9) → YYYY-MM-DD, or null when it is not a real calendar day. */
export function russianDateToIso(text: string): string | null {
  const match = RUSSIAN_DATE.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}
