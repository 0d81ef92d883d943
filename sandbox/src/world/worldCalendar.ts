/** The demo world's "today": fixed so dates in answers are the same on every run (demo login times are in May 2025). */
export const WORLD_TODAY = '2025-05-12';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ISO date `days` after `isoDate` (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** DD.MM.YYYY (spec §9 date format). */
export function russianDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}
