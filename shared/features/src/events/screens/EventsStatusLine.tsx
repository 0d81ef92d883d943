import { Text } from '@portal/ui/chakra';
import { eventStatusColor } from '@portal/ui/format';
import type { EventsCabinet } from '../eventsCabinet';
import { useEventsStatus } from '../hooks/useEventQueries';
import { ColourMark } from './ColourMark';

/** GET …/events/status: the cabinet's summary status and how many events are unseen. */
export function EventsStatusLine({ cabinet }: { cabinet: EventsCabinet }) {
  const status = useEventsStatus(cabinet);
  if (!status.data) return null;
  const { code, name, unseen } = status.data;
  return (
    <Text as="div" display="flex" gap="4" alignItems="center" data-testid="events-status">
      {code ? <ColourMark color={eventStatusColor(code)} text={`Статус: ${name || code}`} /> : null}
      <span>Новых событий: {unseen}</span>
    </Text>
  );
}
