import { useQuery, useQueryClient } from '@portal/ui/query';
import type { NewEvent } from '@portal/api';
import { newEventCalls } from '../api/newEventCalls';
import type { EventsCabinet } from '../eventsCabinet';
import { eventKeys } from '../hooks/eventKeys';
import { useSingleMutation } from '@portal/ui';

/** The new-events list, asked once per page (on entry to the cabinet). */
export function useNewEvents(cabinet: EventsCabinet) {
  return useQuery({ queryKey: eventKeys.newEvents(cabinet.apiPrefix), queryFn: () => newEventCalls.list(cabinet.apiPrefix), staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
}

/**
 * Whether the server answered the new-events call 404 (it is not in §7). Reads what the dialog asked on entry and
 * asks nothing itself, so a page that shows it adds no call.
 */
export function useNewEventsNotOffered(cabinet: EventsCabinet): boolean {
  const list = useQuery({ queryKey: eventKeys.newEvents(cabinet.apiPrefix), queryFn: () => newEventCalls.list(cabinet.apiPrefix), enabled: false });
  return list.data === null;
}

/** Closing clears the list (spec §4): at once on the page, and on the server. */
export function useClearNewEvents(cabinet: EventsCabinet) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: () => newEventCalls.clear(cabinet.apiPrefix),
    onMutate: () => queryClient.setQueryData<NewEvent[]>(eventKeys.newEvents(cabinet.apiPrefix), []),
  });
}
