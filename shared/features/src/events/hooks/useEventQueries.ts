import { useQuery } from '@portal/ui/query';
import { eventCalls } from '../api/eventCalls';
import type { EventsCabinet } from '../eventsCabinet';
import { offeredCategories } from '../rules/eventCategories';
import { eventKeys } from './eventKeys';
import { withSeen } from './seenEvents';
import type { PortalEvent } from '@portal/api';

export function useEventCategories(cabinet: EventsCabinet) {
  return useQuery({ queryKey: eventKeys.categories(cabinet.apiPrefix), queryFn: () => eventCalls(cabinet).categories(), select: offeredCategories, staleTime: 5 * 60_000 });
}

export function useEventList(cabinet: EventsCabinet, category: string | null) {
  return useQuery({
    queryKey: eventKeys.list(cabinet.apiPrefix, category ?? ''),
    queryFn: () => eventCalls(cabinet).list(category ?? ''),
    enabled: category !== null,
    // Read on every render (not memoised): an event opened a moment ago shows as seen as soon as it is remembered.
    select: (events: PortalEvent[]) => withSeen(cabinet.apiPrefix, events),
  });
}

export function useEventsStatus(cabinet: EventsCabinet) {
  return useQuery({ queryKey: eventKeys.status(cabinet.apiPrefix), queryFn: () => eventCalls(cabinet).status() });
}
