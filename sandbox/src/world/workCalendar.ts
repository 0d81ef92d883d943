/**
 * The Russian production calendar of the years the sandbox serves (the world's 2025, the run's 2026 and the next):
 * days off besides weekends, and Saturdays made working days by the government's transfers. For 2027 only what the
 * Labour Code fixes (art. 112: the holidays, and a holiday on a weekend moved to the next working day); the
 * government's transfer of 2–3 January was not published when this was written, so those two days stay weekends.
 */
const HOLIDAYS: readonly string[] = [
  '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-06', '2025-01-07', '2025-01-08', '2025-05-01', '2025-05-02',
  '2025-05-08', '2025-05-09', '2025-06-12', '2025-06-13', '2025-11-03', '2025-11-04', '2025-12-31',
  '2026-01-01', '2026-01-02', '2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-02-23',
  '2026-03-09', '2026-05-01', '2026-05-11', '2026-06-12', '2026-11-04', '2026-12-31',
  '2027-01-01', '2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08', '2027-02-23', '2027-03-08',
  '2027-05-03', '2027-05-10', '2027-06-14', '2027-11-04',
];
const WORKING_SATURDAYS: readonly string[] = ['2025-11-01'];

export const CALENDAR_YEARS = [2025, 2027] as const;

/** The years GET /workCalendar lists: the production calendar's, and on to the year after the run's (weekends only). */
export function calendarYears(now: Date = new Date()): number[] {
  const last = Math.max(CALENDAR_YEARS[1], now.getUTCFullYear() + 1);
  const years: number[] = [];
  for (let year: number = CALENDAR_YEARS[0]; year <= last; year += 1) years.push(year);
  return years;
}

export function isWorkingDay(isoDate: string): boolean {
  if (HOLIDAYS.includes(isoDate)) return false;
  if (WORKING_SATURDAYS.includes(isoDate)) return true;
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** Every working day of the calendar's years, ISO dates in order. */
export function workingDays(now: Date = new Date()): string[] {
  const days: string[] = [];
  for (const year of calendarYears(now)) {
    for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      if (isWorkingDay(iso)) days.push(iso);
    }
  }
  return days;
}

/** The working day after `isoDate` (ISO). */
export function nextWorkingDay(isoDate: string): string {
  let time = Date.parse(`${isoDate}T00:00:00Z`);
  for (;;) {
    time += 86_400_000;
    const iso = new Date(time).toISOString().slice(0, 10);
    if (isWorkingDay(iso)) return iso;
  }
}

/**
 * The earliest futureFundingDate the back end takes (decision 0035): the working day after the sandbox's today (its
 * UTC date, which is never later than the user's Moscow date, so the portal's own earliest day is never refused).
 */
export function earliestFundingDate(now: Date = new Date()): string {
  return nextWorkingDay(now.toISOString().slice(0, 10));
}
