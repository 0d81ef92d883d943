import type { WorkCalendar } from './workCalendar';

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

/** YYYY-MM-DD (or an ISO date-time) → DD.MM.YYYY; DD.MM.YYYY stays; anything else → ''. */
export function isoToRussian(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (match) return `${match[3]}.${match[2]}.${match[1]}`;
  return /^\d{2}\.\d{2}\.\d{4}$/.test(value ?? '') ? (value as string) : '';
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekdayOf({ year, month, day }: CalendarDay): number {
  const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The funding date picker offers only the working days (or weekdays) of GET /workCalendar. */
export function workingDayPredicate(calendar: WorkCalendar): (day: CalendarDay) => boolean {
  return (day) => calendar.days.has(isoDayOf(day)) || calendar.weekdays.has(isoWeekdayOf(day));
}
