import { useQuery } from '@portal/ui/query';
import { eventCalls } from '../api/eventCalls';
import type { EventsCabinet } from '../eventsCabinet';
import { offeredCategories } from '../rules/eventCategories';
import { eventKeys } from './eventKeys';

export function useEventCategories(cabinet: EventsCabinet) {
  return useQuery({ queryKey: eventKeys.categories(cabinet.apiPrefix), queryFn: () => eventCalls(cabinet).categories(), select: offeredCategories, staleTime: 5 * 60_000 });
}

export function useEventList(cabinet: EventsCabinet, category: string | null) {
  return useQuery({
    queryKey: eventKeys.list(cabinet.apiPrefix, category ?? ''),
    queryFn: () => eventCalls(cabinet).list(category ?? ''),
    enabled: category !== null,
  });
}

export function useEventsStatus(cabinet: EventsCabinet) {
  return useQuery({ queryKey: eventKeys.status(cabinet.apiPrefix), queryFn: () => eventCalls(cabinet).status() });
}
