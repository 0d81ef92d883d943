import { useQuery } from '@portal/ui/query';
import { eventCalls } from '../api/eventCalls';
import type { EventsCabinet } from '../eventsCabinet';
import { eventKeys } from '../hooks/eventKeys';
import { isoDay, type CalendarMonth } from '../rules/calendarMonth';
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
