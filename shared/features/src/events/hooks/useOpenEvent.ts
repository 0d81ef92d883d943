import { useMutation, useQueryClient } from '@portal/ui/query';
import { eventCalls } from '../api/eventCalls';
import type { EventsCabinet } from '../eventsCabinet';
import { CURRENT_USER_QUERY_KEY, eventKeys } from './eventKeys';

/**
 * Opening an event marks it seen (POST …/events/{id}/set-visible); the user is reloaded so the side menu's events
 * icon follows their eventStatus/iconEvent, and the lists and status are refreshed.
 */
export function useSetVisible(cabinet: EventsCabinet) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string | number) => eventCalls(cabinet).setVisible(eventId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all(cabinet.apiPrefix) }),
      ]);
    },
  });
}
