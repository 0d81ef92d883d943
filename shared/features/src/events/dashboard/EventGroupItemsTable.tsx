import type { EventGroupItem } from '@portal/api';
import { Button, Skeleton, Table } from '@portal/ui/chakra';
import { formatDate, NO_VALUE, orDash } from '@portal/ui/format';
import { EventUrgencyMark } from '../screens/EventMarks';
import { TableScrollArea } from '@portal/ui';
import { useEventTitles } from './useEventTitles';

/** An item whose event is in none of the lists (spec §7 list call): said so, never its id. */
const EVENT_WITHOUT_TITLE = 'Событие без описания';

interface EventGroupItemsTableProps {
  name: string;
  items: readonly EventGroupItem[];
  /** The order shown under the table, if any; its button toggles it. */
  orderId: string | null;
  onOrder: (orderId: string | null) => void;
}

/** A group's events: date, description (else the event's title from the events list), contract, urgency and the order each refers to. */
export function EventGroupItemsTable({ name, items, orderId, onOrder }: EventGroupItemsTableProps) {
  const { titles, pending } = useEventTitles(items.filter((item) => !item.description).map((item) => String(item.eventId)));
  const eventText = (item: EventGroupItem) => {
    if (item.description) return item.description;
    const title = titles.get(String(item.eventId));
    if (title) return title;
    return pending ? <Skeleton as="span" display="inline-block" height="4" width="40" aria-label="Загрузка названия события" /> : EVENT_WITHOUT_TITLE;
  };
  return (
    <TableScrollArea label={name}>
      <Table.Root size="sm">
        <Table.Caption textAlign="start">{name}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Дата</Table.ColumnHeader>
            <Table.ColumnHeader>Событие</Table.ColumnHeader>
            <Table.ColumnHeader>Договор</Table.ColumnHeader>
            <Table.ColumnHeader>Срочность</Table.ColumnHeader>
            <Table.ColumnHeader>Распоряжение</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item, index) => (
            <Table.Row key={`${String(item.eventId)}-${index}`}>
              <Table.Cell whiteSpace="nowrap">{orDash(formatDate(item.eventDate))}</Table.Cell>
              <Table.Cell>{eventText(item)}</Table.Cell>
              <Table.Cell>{orDash(item.contractFactNum)}</Table.Cell>
              <Table.Cell>
                <EventUrgencyMark event={item} />
              </Table.Cell>
              <Table.Cell>
                {/* The order id is the order's number to the user: the group's «Номер распоряжения» search takes it. */}
                {item.orderId ? (
                  <Button size="xs" variant="outline" aria-pressed={orderId === item.orderId} onClick={() => onOrder(orderId === item.orderId ? null : item.orderId)}>
                    № {item.orderId}
                  </Button>
                ) : (
                  NO_VALUE
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}
