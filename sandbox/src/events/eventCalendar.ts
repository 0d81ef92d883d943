/**
 * Critical events are spread over the month the sandbox was (re)seeded in, by the machine's clock: the portal's
 * calendar opens on the current month, so its marks must be there. The days are fixed; only the month moves.
 */
export function currentMonth(now: Date = new Date()): { year: number; month: number; days: number } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return { year, month, days: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

export function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The fixed days of the month critical events fall on (clamped to the month's length). */
export const CRITICAL_DAYS: readonly number[] = [3, 3, 8, 12, 15, 19, 22, 26, 28];
