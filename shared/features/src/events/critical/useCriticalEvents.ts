import type { PortalEvent } from '@portal/api';
import { useQuery } from '@portal/ui/query';
import { eventCalls } from '../api/eventCalls';
import type { EventsCabinet } from '../eventsCabinet';
import { eventKeys } from '../hooks/eventKeys';
import { isoDay, markedDays, monthDays, type CalendarMonth } from '../rules/calendarMonth';
import { shownCriticalEvents } from '../rules/eventCategories';

/** GET …/events/critical (no date for the current month, ?date=YYYY-MM-01 for another), MESSAGE and DASHBOARD_EVENTS only. */
export function useCriticalEvents(cabinet: EventsCabinet, month: CalendarMonth, isCurrentMonth: boolean) {
  const first = isoDay(month.year, month.month, 1);
  return useQuery({
    queryKey: eventKeys.critical(cabinet.apiPrefix, first),
    queryFn: () => eventCalls(cabinet).critical(isCurrentMonth ? undefined : first),
    select: shownCriticalEvents,
  });
}

/** GET …/events/calendar/{YYYY-MM-DD} for a chosen day, MESSAGE and DASHBOARD_EVENTS only. */
export function useCalendarDay(cabinet: EventsCabinet, day: string | null) {
  return useQuery({
    queryKey: eventKeys.calendarDay(cabinet.apiPrefix, day ?? ''),
    queryFn: () => eventCalls(cabinet).calendarDay(day ?? ''),
    enabled: day !== null,
    select: shownCriticalEvents,
  });
}

/** Day calls under way at once while a month's marks are read (a month is up to 31 calls). */
const DAY_CALLS_AT_ONCE = 4;

/** The ISO days of `days` whose GET …/events/calendar/{day} lists a critical event (MESSAGE or DASHBOARD_EVENTS). */
async function daysWithEvents(cabinet: EventsCabinet, days: readonly string[]): Promise<Set<string>> {
  const marked = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < days.length) {
      const day = days[next++]!;
      if (shownCriticalEvents(await eventCalls(cabinet).calendarDay(day)).length > 0) marked.add(day);
    }
  };
  await Promise.all(Array.from({ length: Math.min(DAY_CALLS_AT_ONCE, days.length) }, worker));
  return marked;
}

/**
 * The month's marked days. Spec §3 gives an event no date, so the marks come from §7's per-day call
 * (GET …/events/calendar/{day}) for each day of the month — only when the month has critical events at all, and
 * not when every one of them carries a date of its own (a server that sends one: no day calls needed).
 */
export function useMonthMarks(cabinet: EventsCabinet, month: CalendarMonth, critical: readonly PortalEvent[] | undefined) {
  const first = isoDay(month.year, month.month, 1);
  const dated = critical !== undefined && critical.every((event) => event.eventDate !== '');
  const fromDates = critical !== undefined && dated ? markedDays(critical.map((event) => event.eventDate), month) : null;
  const byDay = useQuery({
    queryKey: eventKeys.monthMarks(cabinet.apiPrefix, first),
    queryFn: () => daysWithEvents(cabinet, monthDays(month)),
    enabled: critical !== undefined && critical.length > 0 && !dated,
    staleTime: 60_000,
  });
  if (fromDates) return { marked: fromDates, failed: false };
  return { marked: byDay.data ?? new Set<string>(), failed: byDay.isError };
}
