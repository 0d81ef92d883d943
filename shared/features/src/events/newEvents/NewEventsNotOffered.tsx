import { Text } from '@portal/ui/chakra';
import type { EventsCabinet } from '../eventsCabinet';
import { useNewEventsNotOffered } from './useNewEvents';

/** Said, muted, on the events page when the server has no new-events list (its call answered 404; not in §7). */
export const NEW_EVENTS_NOT_OFFERED = 'Новые события при входе этим сервером не показываются: все события — в списке ниже.';

/** Where the new-events dialog would have told the user of new events: the loss said, not an error. */
export function NewEventsNotOffered({ cabinet }: { cabinet: EventsCabinet }) {
  if (!useNewEventsNotOffered(cabinet)) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="new-events-not-offered">
      {NEW_EVENTS_NOT_OFFERED}
    </Text>
  );
}
