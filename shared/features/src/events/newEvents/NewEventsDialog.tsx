import { useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@portal/ui/chakra';
import { DialogFrame } from '@portal/ui';
import type { EventsCabinet } from '../eventsCabinet';
import { isInvoiceGroup } from '../rules/newEventTable';
import { InvoiceLink } from './InvoiceLink';
import { NewEventTable } from './NewEventTable';
import { useClearNewEvents, useNewEvents } from './useNewEvents';

export const NEW_EVENTS_TITLE = 'Список новых событий';

/**
 * The dialog on entry to LKK, LKP and LKD while the new-events list is not empty (spec §2, §4): each new event's
 * group name and description, 'Скачать счет' for an invoice group, otherwise the event's table. Closing clears the list.
 */
export function NewEventsDialog({ cabinet }: { cabinet: EventsCabinet }) {
  const list = useNewEvents(cabinet);
  const clear = useClearNewEvents(cabinet);
  const [closed, setClosed] = useState(false);
  const events = list.data ?? [];
  const open = !closed && events.length > 0;
  const close = () => {
    setClosed(true);
    clear.mutate();
  };
  return (
    // The spec gives this dialog a footer button only (§2): Escape still closes it, there is no close icon.
    <DialogFrame open={open} title={NEW_EVENTS_TITLE} width="newEvents" onClose={close} closeButton={false} testId="new-events-dialog" footer={<Button onClick={close}>Закрыть</Button>}>
      <Stack gap="5">
        {events.map((event, index) => (
          <Box as="section" key={`${String(event.id ?? '')}-${index}`} aria-labelledby={`new-event-${index}`} data-testid="new-event">
            <Heading as="h3" size="md" id={`new-event-${index}`}>
              {event.eventGroupName || 'Событие'}
            </Heading>
            {event.eventDescription ? <Text mt="1">{event.eventDescription}</Text> : null}
            <Box mt="2">{isInvoiceGroup(event) ? <InvoiceLink prefix={cabinet.apiPrefix} orderId={event.orderId} /> : <NewEventTable event={event} />}</Box>
          </Box>
        ))}
      </Stack>
    </DialogFrame>
  );
}
