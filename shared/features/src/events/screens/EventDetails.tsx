import type { PortalEvent } from '@portal/api';
import { Box, Heading, HStack, Stack, Text } from '@portal/ui/chakra';
import { formatDate } from '@portal/ui/format';
import type { EventsCabinet } from '../eventsCabinet';
import { asksForDocuments } from '../rules/requirementCounts';
import { EventStatusMark, EventUrgencyMark } from './EventMarks';
import { eventTitle } from '../eventTexts';
import { RequirementsPanel } from './RequirementsPanel';

/** An opened event: what it says, what it refers to in the world (contract, registry, supply) and its requirements. */
export function EventDetails({ cabinet, event }: { cabinet: EventsCabinet; event: PortalEvent }) {
  const refers = [
    event.contractFactNum ? `Договор № ${event.contractFactNum}` : null,
    event.registryNumber ? `Реестр № ${event.registryNumber}` : null,
    event.updName,
  ].filter((entry): entry is string => Boolean(entry));
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="4" aria-labelledby={`event-${String(event.id)}`} data-testid="event-details">
      <Stack gap="3">
        <Heading as="h2" size="lg" id={`event-${String(event.id)}`}>
          {eventTitle(event)}
        </Heading>
        <HStack gap="6" wrap="wrap">
          <Text color="fg.muted">{formatDate(event.eventDate)}</Text>
          <EventStatusMark event={event} />
          <EventUrgencyMark event={event} />
        </HStack>
        {event.description ? <Text>{event.description}</Text> : null}
        {refers.length > 0 ? <Text color="fg.muted">{refers.join(' · ')}</Text> : null}
        {asksForDocuments(event) ? <RequirementsPanel cabinet={cabinet} event={event} /> : null}
      </Stack>
    </Box>
  );
}
