/** Russian month names (nominative, for the calendar title). */
export const RUSSIAN_MONTHS = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'] as const;

/** Week days, Monday first: short for the header, full for the accessible name. */
export const RUSSIAN_WEEKDAYS_SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;
export const RUSSIAN_WEEKDAYS = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'] as const;

/** Genitive month names for a day's full name ('15 ноября 2026'). */
export const RUSSIAN_MONTHS_GENITIVE = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'] as const;

export interface CalendarMonth {
  year: number;
  /** 1–12. */
  month: number;
}

export function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days of the month by week, Monday first; null pads the first and last week. */
export function monthWeeks({ year, month }: CalendarMonth): Array<Array<number | null>> {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // getUTCDay: 0 Sunday … 6 Saturday → 0 Monday … 6 Sunday
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: Array<number | null> = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, index) => index + 1)];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<number | null>> = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function monthOf(date: Date): CalendarMonth {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

/** Every day of the month, as YYYY-MM-DD. */
export function monthDays({ year, month }: CalendarMonth): string[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_, index) => isoDay(year, month, index + 1));
}

/** The ISO days (YYYY-MM-DD) that have events in the given month. */
export function markedDays(eventDates: readonly string[], { year, month }: CalendarMonth): Set<string> {
  const prefix = isoDay(year, month, 1).slice(0, 8);
  return new Set(eventDates.map((date) => date.slice(0, 10)).filter((date) => date.startsWith(prefix)));
}

/** '15 ноября 2026, воскресенье' for a day button's accessible name. */
export function dayLabel(year: number, month: number, day: number): string {
  const weekday = RUSSIAN_WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7];
  return `${day} ${RUSSIAN_MONTHS_GENITIVE[month - 1]} ${year}, ${weekday}`;
}
