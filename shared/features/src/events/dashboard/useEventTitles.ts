import type { PortalEvent } from '@portal/api';
import { useQuery } from '@portal/ui/query';
import { eventCalls } from '../api/eventCalls';
import { LKK_EVENTS } from '../eventsCabinet';
import { eventKeys } from '../hooks/eventKeys';
import { eventTitle } from '../eventTexts';

/** POST /lkk/events {categoryEnum}: the same query as the events page's list of that category. */
function useCategoryList(category: string, enabled: boolean) {
  return useQuery({ queryKey: eventKeys.list(LKK_EVENTS.apiPrefix, category), queryFn: () => eventCalls(LKK_EVENTS).list(category), enabled });
}

/**
 * The titles of events a dashboard group names only by eventId (spec §3: items[] with eventId), read from §7's list
 * call (POST /lkk/events {categoryEnum}): one call per category for the whole dashboard, never one per item. The
 * dashboard's own category (§3 DASHBOARD_EVENTS) is asked first; the two the events page offers (§6) only if an
 * event is not there. The title is the events page's own (eventTitle). Decision 0064.
 */
export function useEventTitles(eventIds: readonly string[]): { titles: ReadonlyMap<string, string>; pending: boolean } {
  const needed = eventIds.length > 0;
  const dashboard = useCategoryList('DASHBOARD_EVENTS', needed);
  const dashboardTitles = titlesOf([dashboard.data]);
  const missing = needed && !dashboard.isPending && eventIds.some((id) => !dashboardTitles.has(id));
  const messages = useCategoryList('MESSAGE', missing);
  const afEvents = useCategoryList('AF_EVENTS', missing);
  const titles = titlesOf([dashboard.data, messages.data, afEvents.data]);
  const pending = needed && (dashboard.isPending || (missing && (messages.isPending || afEvents.isPending)));
  return { titles, pending };
}

function titlesOf(lists: ReadonlyArray<readonly PortalEvent[] | undefined>): Map<string, string> {
  const titles = new Map<string, string>();
  for (const event of lists.flatMap((list) => list ?? [])) {
    const id = String(event.id);
    if (!titles.has(id)) titles.set(id, eventTitle(event));
  }
  return titles;
}
