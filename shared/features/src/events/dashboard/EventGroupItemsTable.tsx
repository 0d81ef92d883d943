import type { EventGroupItem } from '@portal/api';
import { Button, Table } from '@portal/ui/chakra';
import { formatDate, NO_VALUE, orDash } from '@portal/ui/format';
import { EventUrgencyMark } from '../screens/EventMarks';
import { TableScrollArea } from '@portal/ui';

interface EventGroupItemsTableProps {
  name: string;
  items: readonly EventGroupItem[];
  /** The order shown under the table, if any; its button toggles it. */
  orderId: string | null;
  onOrder: (orderId: string | null) => void;
}

/** A group's events: date, description, contract, urgency and the order each refers to. */
export function EventGroupItemsTable({ name, items, orderId, onOrder }: EventGroupItemsTableProps) {
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
              <Table.Cell>{item.description || 'Событие без описания'}</Table.Cell>
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
