import type { WorkCalendar } from './workCalendar';
import { isoDayOf, isoToRussian, workingDayPredicate, type CalendarDay } from './workingDays';

export const NOT_A_WORKING_DAY = 'Выберите рабочий день';

/** How far ahead the next working day is looked for: a calendar with none in a year offers nothing. */
const LOOK_AHEAD_DAYS = 400;

function addDays({ year, month, day }: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(year, month, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** Today in the page's time zone, as the calendar's day. */
export function todayOf(now: Date = new Date()): CalendarDay {
  return { year: now.getFullYear(), month: now.getMonth(), day: now.getDate() };
}

/**
 * The earliest funding date: the next working day of the calendar after today (today itself is too late to fund;
 * BEYOND_SPEC decision 0035). Null when the calendar has no working day in the next LOOK_AHEAD_DAYS.
 */
export function earliestFundingDay(calendar: WorkCalendar, today: CalendarDay): CalendarDay | null {
  const working = workingDayPredicate(calendar);
  for (let step = 1; step <= LOOK_AHEAD_DAYS; step += 1) {
    const day = addDays(today, step);
    if (working(day)) return day;
  }
  return null;
}

export interface FundingDateRule {
  /** The days the field offers: working days from the earliest funding date on. */
  isSelectable: (day: CalendarDay) => boolean;
  /** Why a typed day cannot be chosen. */
  messageFor: (day: CalendarDay) => string;
  /** DD.MM.YYYY of the earliest day, '' when there is none. */
  earliest: string;
}

export function fundingDateRule(calendar: WorkCalendar, today: CalendarDay): FundingDateRule {
  const working = workingDayPredicate(calendar);
  const earliest = earliestFundingDay(calendar, today);
  const earliestIso = earliest ? isoDayOf(earliest) : null;
  const tooEarly = (day: CalendarDay) => earliestIso === null || isoDayOf(day) < earliestIso;
  return {
    isSelectable: (day) => !tooEarly(day) && working(day),
    messageFor: (day) => {
      if (earliestIso === null) return 'В календаре нет рабочих дней для финансирования';
      if (tooEarly(day)) return `Дата финансирования — не раньше ${isoToRussian(earliestIso)}, следующего рабочего дня`;
      return NOT_A_WORKING_DAY;
    },
    earliest: earliestIso ? isoToRussian(earliestIso) : '',
  };
}

/** Whether a DD.MM.YYYY funding date (as kept in the selection) may be sent: '' (none) always may. */
export function fundingDateProblem(value: string, rule: FundingDateRule): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return null;
  const day = { year: Number(match[3]), month: Number(match[2]) - 1, day: Number(match[1]) };
  return rule.isSelectable(day) ? null : rule.messageFor(day);
}
