import { useMutation, useQueryClient } from '@portal/ui/query';
import { eventCalls } from '../api/eventCalls';
import type { EventsCabinet } from '../eventsCabinet';
import { CURRENT_USER_QUERY_KEY, eventKeys } from './eventKeys';
import { rememberSeen } from './seenEvents';

/**
 * Opening an event marks it seen (POST …/events/{id}/set-visible); the user is reloaded so the side menu's events
 * icon follows their eventStatus/iconEvent, and the lists and status are refreshed. The portal remembers the event
 * as seen (seenEvents.ts), so it stays seen after the refresh even where the server's answer has no seen flag.
 */
export function useSetVisible(cabinet: EventsCabinet) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string | number) => eventCalls(cabinet).setVisible(eventId),
    onSuccess: async (_answer, eventId) => {
      rememberSeen(cabinet.apiPrefix, eventId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all(cabinet.apiPrefix) }),
      ]);
    },
  });
}
