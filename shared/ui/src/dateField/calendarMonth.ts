/** Russian month names (nominative) and weekday abbreviations, Monday first. */
export const MONTHS = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'] as const;
export const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;
export const WEEKDAY_NAMES = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'] as const;

/** A calendar day as numbers (month 0-based), free of time zones. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayOf({ year, month, day }: Day): number {
  return (new Date(Date.UTC(year, month, day)).getUTCDay() + 6) % 7;
}

/** The month's weeks, Monday first; days of other months are null. */
export function calendarWeeks(year: number, month: number): Array<Array<number | null>> {
  const cells: Array<number | null> = Array.from({ length: weekdayOf({ year, month, day: 1 }) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<number | null>> = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** `days` after `from` (negative goes back), across months and years. */
export function addDaysTo(from: Day, days: number): Day {
  const date = new Date(Date.UTC(from.year, from.month, from.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** The same day `months` later, clamped to the month's last day. */
export function addMonthsTo(from: Day, months: number): Day {
  const first = new Date(Date.UTC(from.year, from.month + months, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth();
  return { year, month, day: Math.min(from.day, daysInMonth(year, month)) };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY (spec §9). */
export function formatDay({ year, month, day }: Day): string {
  return `${pad(day)}.${pad(month + 1)}.${year}`;
}

/** DD.MM.YYYY → Day, or null when it is not a real calendar day. */
export function parseDay(text: string): Day | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const day = { year: Number(match[3]), month: Number(match[2]) - 1, day: Number(match[1]) };
  return day.month >= 0 && day.month < 12 && day.day >= 1 && day.day <= daysInMonth(day.year, day.month) ? day : null;
}

export function sameDay(a: Day | null, b: Day | null): boolean {
  return a !== null && b !== null && a.year === b.year && a.month === b.month && a.day === b.day;
}

const MONTHS_PREPOSITIONAL = ['январе', 'феврале', 'марте', 'апреле', 'мае', 'июне', 'июле', 'августе', 'сентябре', 'октябре', 'ноябре', 'декабре'];

/**
 * Why text typed as DD.MM.YYYY names no day (31.02.2026, 10.13.2026), in Russian; null when it is a real day or is
 * not in that format at all (the format message covers that).
 */
export function impossibleDayMessage(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (month < 1 || month > 12) return `Даты ${text.trim()} не существует: месяц — число от 01 до 12`;
  const last = daysInMonth(year, month - 1);
  if (day < 1 || day > last) return `Даты ${text.trim()} не существует: в ${MONTHS_PREPOSITIONAL[month - 1]} ${year} года ${last} ${last === 31 ? 'день' : 'дней'}`;
  return null;
}
