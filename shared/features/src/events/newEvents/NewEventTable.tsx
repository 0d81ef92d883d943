import type { NewEvent } from '@portal/api';
import { TableScrollArea } from '@portal/ui';
import { Table } from '@portal/ui/chakra';
import { newEventTable } from '../rules/newEventTable';

/**
 * Whether a cell's text stays on one line: amounts, dates and numbers do; words wrap, so a table of many columns fits
 * the dialog at office widths instead of being cut at its right edge.
 */
export function keepsOneLine(text: string): boolean {
  return /^[\d\s.,:+\-−/]*$/.test(text);
}

/** A new event's table from its schema: headers and rows keyed by name, money and dates in the §9 formats. */
export function NewEventTable({ event }: { event: NewEvent }) {
  const table = newEventTable(event.schema);
  if (table.columns.length === 0) return null;
  return (
    // The kit's table frame (decision 0034): a table wider than the dialog scrolls sideways in a named region the
    // keyboard can reach; on a phone each row is a card, so nothing needs scrolling there.
    <TableScrollArea label={`Таблица «${event.eventGroupName}»`} stickyColumns={0}>
      <Table.Root size="sm" variant="outline">
        <Table.Caption srOnly>{event.eventGroupName}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {table.columns.map((column) => (
              <Table.ColumnHeader key={column.name}>{column.text}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row, rowIndex) => (
            <Table.Row key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <Table.Cell key={table.columns[cellIndex]?.name ?? cellIndex} whiteSpace={keepsOneLine(cell) ? 'nowrap' : 'normal'} data-field={table.columns[cellIndex]?.name}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}
