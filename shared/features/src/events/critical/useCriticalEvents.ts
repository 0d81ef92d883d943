import type { PortalEvent } from '@portal/api';
import { useQuery, useQueryClient } from '@portal/ui/query';
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
    // A day the month's marks already asked is answered from that call (daysWithEvents keeps it).
    staleTime: 5 * 60_000,
    select: shownCriticalEvents,
  });
}

/** Day calls under way at once while a month's marks are read. */
export const DAY_CALLS_AT_ONCE = 4;

/**
 * The ISO days of `days` whose GET …/events/calendar/{day} lists a critical event (MESSAGE or DASHBOARD_EVENTS).
 * The search stops once every event of `wanted` (the month's critical list) has been found on its day: the days left
 * cannot hold a critical event that list does not have. Each day's answer is kept as that day's own query, so choosing
 * a day already asked costs no second call.
 */
async function daysWithEvents(cabinet: EventsCabinet, days: readonly string[], wanted: readonly string[], keepDay: (day: string, events: PortalEvent[]) => void): Promise<Set<string>> {
  const marked = new Set<string>();
  const unplaced = new Set(wanted);
  let next = 0;
  const worker = async () => {
    while (next < days.length && unplaced.size > 0) {
      const day = days[next++]!;
      const events = await eventCalls(cabinet).calendarDay(day);
      keepDay(day, events);
      const shown = shownCriticalEvents(events);
      if (shown.length > 0) marked.add(day);
      for (const event of shown) unplaced.delete(String(event.id));
    }
  };
  await Promise.all(Array.from({ length: Math.min(DAY_CALLS_AT_ONCE, days.length) }, worker));
  return marked;
}

/**
 * The month's marked days: from the critical list's own dates when every event carries one (one call per month
 * shown). Spec §3 gives an event no date, so against a server that sends none the marks come from §7's per-day call
 * (GET …/events/calendar/{day}), the only way the spec places an event on a day: asked day by day only until every
 * critical event of the month is placed, and once per month and set of events (a revisit, or the list refreshed
 * with the same events, asks no day again). Decision 0064.
 */
export function useMonthMarks(cabinet: EventsCabinet, month: CalendarMonth, critical: readonly PortalEvent[] | undefined) {
  const queryClient = useQueryClient();
  const first = isoDay(month.year, month.month, 1);
  const dated = critical !== undefined && critical.every((event) => event.eventDate !== '');
  const fromDates = critical !== undefined && dated ? markedDays(critical.map((event) => event.eventDate), month) : null;
  const wanted = [...new Set((critical ?? []).map((event) => String(event.id)))].sort();
  const byDay = useQuery({
    queryKey: eventKeys.monthMarks(cabinet.apiPrefix, first, wanted),
    queryFn: () => daysWithEvents(cabinet, monthDays(month), wanted, (day, events) => queryClient.setQueryData(eventKeys.calendarDay(cabinet.apiPrefix, day), events)),
    enabled: critical !== undefined && critical.length > 0 && !dated,
    staleTime: Infinity,
  });
  if (fromDates) return { marked: fromDates, failed: false };
  return { marked: byDay.data ?? new Set<string>(), failed: byDay.isError };
}
