/**
 * GET /workCalendar (spec §7 "working weekdays"): its shape is not shown, so the portal reads what a server may send
 * (CONTRACT.md "Work calendar"): working days as YYYY-MM-DD (a date-time is cut to its day) or DD.MM.YYYY (§9's
 * format), working weekdays as numbers 1–7 (Monday…Sunday; 0 is read as Sunday too), any of these as objects with a
 * date field, or such a list wrapped in an object. An entry it cannot read is reported and left out; an answer with
 * nothing readable falls back to every Monday–Friday.
 */
export interface WorkCalendar {
  /** Working days, YYYY-MM-DD. */
  days: ReadonlySet<string>;
  /** Working weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: ReadonlySet<number>;
}

export interface ReadCalendar {
  calendar: WorkCalendar;
  /** What could not be read (to report through log/error). */
  problems: string[];
}

export const MONDAY_TO_FRIDAY: WorkCalendar = { days: new Set(), weekdays: new Set([1, 2, 3, 4, 5]) };

const DATE_FIELDS = ['date', 'day', 'workDate', 'workingDate', 'workDay', 'calendarDate', 'value'];
const LIST_FIELDS = ['days', 'dates', 'workDays', 'workingDays', 'workdays', 'items', 'content', 'data', 'calendar', 'result'];

/** A day, a weekday, 'off' (an entry saying it is no working day) or null (unreadable). */
type Entry = { day: string } | { weekday: number } | 'off' | null;

function isoOf(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(trimmed);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const russian = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(trimmed);
  return russian ? `${russian[3]}-${russian[2]}-${russian[1]}` : null;
}

function weekdayOf(value: number): number | null {
  if (!Number.isInteger(value) || value < 0 || value > 7) return null;
  return value === 0 ? 7 : value;
}

function readEntry(raw: unknown): Entry {
  if (typeof raw === 'number') {
    const weekday = weekdayOf(raw);
    return weekday === null ? null : { weekday };
  }
  if (typeof raw === 'string') {
    const day = isoOf(raw);
    if (day) return { day };
    return /^\s*\d\s*$/.test(raw) ? readEntry(Number(raw)) : null;
  }
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const fields = raw as Record<string, unknown>;
    // An entry marked as not a working day is no working day.
    if ([fields.working, fields.isWorking, fields.workingDay, fields.isWorkDay].some((flag) => flag === false)) return 'off';
    for (const name of DATE_FIELDS) {
      if (fields[name] === undefined || fields[name] === null || typeof fields[name] === 'boolean') continue;
      const entry = readEntry(fields[name]);
      if (entry) return entry;
    }
  }
  return null;
}

function listOf(answer: unknown): unknown[] | null {
  if (Array.isArray(answer)) return answer;
  if (typeof answer !== 'object' || answer === null) return null;
  const fields = answer as Record<string, unknown>;
  const named = LIST_FIELDS.map((name) => fields[name]).find(Array.isArray);
  return named ?? Object.values(fields).find(Array.isArray) ?? null;
}

export function readWorkCalendar(answer: unknown): ReadCalendar {
  const list = listOf(answer);
  if (!list) return { calendar: MONDAY_TO_FRIDAY, problems: ['not a list of days: every Monday–Friday is offered'] };
  const days = new Set<string>();
  const weekdays = new Set<number>();
  const problems: string[] = [];
  list.forEach((raw, index) => {
    const entry = readEntry(raw);
    if (entry === 'off') return;
    if (!entry) problems.push(`entry ${index} is not a day (${JSON.stringify(raw)?.slice(0, 60)}), left out`);
    else if ('day' in entry) days.add(entry.day);
    else weekdays.add(entry.weekday);
  });
  if (days.size === 0 && weekdays.size === 0) {
    if (list.length === 0) return { calendar: MONDAY_TO_FRIDAY, problems: ['an empty calendar: every Monday–Friday is offered'] };
    return { calendar: MONDAY_TO_FRIDAY, problems: [...problems, 'no readable day: every Monday–Friday is offered'] };
  }
  return { calendar: { days, weekdays }, problems };
}
