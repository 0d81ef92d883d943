/** A day of the kit's date field: month is 0-based. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function isoDayOf({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** DD.MM.YYYY → YYYY-MM-DD ('' stays ''). */
export function russianToIso(value: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** YYYY-MM-DD (or an ISO date-time) → DD.MM.YYYY; anything else → ''. */
export function isoToRussian(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** The funding date picker offers only the working days of GET /workCalendar. */
export function workingDayPredicate(workingDays: ReadonlySet<string>): (day: CalendarDay) => boolean {
  return (day) => workingDays.has(isoDayOf(day));
}
