import type { PortalEvent } from '@portal/api';
import { Button, Table, Text } from '@portal/ui/chakra';
import { formatDate, NO_VALUE, orDash } from '@portal/ui/format';
import { asksForDocuments, countRequirements } from '../rules/requirementCounts';
import { EventStatusMark, EventUrgencyMark } from './EventMarks';
import { eventTitle } from '../eventTexts';
import { TableScrollArea } from '@portal/ui';

interface EventsTableProps {
  caption: string;
  events: readonly PortalEvent[];
  openedId: string | null;
  onOpen: (event: PortalEvent) => void;
}

/** An events list: date, title (opens the event), status and urgency colours, and the documents still missing. */
export function EventsTable({ caption, events, openedId, onOpen }: EventsTableProps) {
  return (
    <TableScrollArea label={caption}>
      <Table.Root size="sm" interactive>
        <Table.Caption textAlign="start" fontWeight="semibold" mb="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Дата</Table.ColumnHeader>
            <Table.ColumnHeader>Событие</Table.ColumnHeader>
            <Table.ColumnHeader>Статус</Table.ColumnHeader>
            <Table.ColumnHeader>Срочность</Table.ColumnHeader>
            <Table.ColumnHeader>Документы</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {events.map((event, index) => {
            const opened = openedId === String(event.id);
            const counts = asksForDocuments(event) ? countRequirements(event.requirements) : null;
            return (
              <Table.Row key={`${String(event.id)}-${index}`} data-testid="event-row" data-opened={opened ? 'true' : 'false'} bg={opened ? 'bg.muted' : undefined}>
                <Table.Cell whiteSpace="nowrap">{orDash(formatDate(event.eventDate))}</Table.Cell>
                <Table.Cell>
                  <Button variant="plain" size="sm" px="0" height="auto" whiteSpace="normal" textAlign="start" fontWeight={event.visible ? 'normal' : 'bold'} textDecoration="underline" onClick={() => onOpen(event)} aria-expanded={opened}>
                    {eventTitle(event)}
                  </Button>
                  {event.visible ? null : (
                    <Text as="span" ms="2" fontSize="xs" color="fg.muted">
                      новое
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <EventStatusMark event={event} />
                </Table.Cell>
                <Table.Cell>
                  <EventUrgencyMark event={event} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{counts ? `загружено ${counts.uploaded}, не хватает ${counts.missing}` : NO_VALUE}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}
