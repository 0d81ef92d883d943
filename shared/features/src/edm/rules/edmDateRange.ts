import type { Day } from '@portal/ui';
import { russianDateToIso } from './russianDate';

/** The messages of a reversed period: the field being typed names what it clashes with. */
export const DATE_FROM_AFTER_TO = 'Дата «с» не может быть позже даты «по»';
export const DATE_TO_BEFORE_FROM = 'Дата «по» не может быть раньше даты «с»';

/** An ISO date (YYYY-MM-DD) of a calendar day given as year, month from 0 and day. */
function isoOf(day: Day): string {
  return `${String(day.year).padStart(4, '0')}-${String(day.month + 1).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/**
 * Which days the period's fields may take, given the other end (DD.MM.YYYY or null): «с» no later than «по», «по» no
 * earlier than «с»; one day for both is a period too. A missing or unreadable other end allows any day.
 */
export function periodBounds(dateFrom: string | null, dateTo: string | null) {
  const fromIso = dateFrom === null ? null : russianDateToIso(dateFrom);
  const toIso = dateTo === null ? null : russianDateToIso(dateTo);
  return {
    fromSelectable: (day: Day) => toIso === null || isoOf(day) <= toIso,
    toSelectable: (day: Day) => fromIso === null || isoOf(day) >= fromIso,
  };
}
