import type { ReportRow, YieldTotals } from '@portal/api';
import { Table } from '@portal/ui/chakra';
import { formatMoney } from '@portal/ui/format';
import type { ReportColumn } from '../rules/reportDefinitions';
import { totalsRowOf } from '../rules/totalsRow';
import { reportCellText } from './reportCell';
import { TableScrollArea, SortHeader } from '@portal/ui';

interface ReportTableProps {
  caption: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  sortBy: string;
  sortDesc: boolean;
  onSort: (field: string, desc: boolean) => void;
  /** YIELD: the sums of the whole filter, shown as the «Итого» row. */
  totals: YieldTotals | null;
}

/**
 * The organisation columns: the name a row is known by, shown whole. It wraps within its column rather than being cut
 * to a tooltip (decision 0060): a report already scrolls sideways at 1366 px, and a cut name reads as another one.
 */
const NAME_FIELDS = new Set(['supplier', 'debtor', 'client']);
const NAME_MIN_WIDTH = '12rem';

const alignOf = (column: ReportColumn) => (column.type === 'money' || column.type === 'integer' ? 'end' : 'start');

/** One page of a report: a caption, sortable headers (server-side), cells in the §9 formats, the totals row. */
export function ReportTable({ caption, columns, rows, sortBy, sortDesc, onSort, totals }: ReportTableProps) {
  const totalsRow = totals ? totalsRowOf(columns, totals) : [];
  return (
    <TableScrollArea label={caption} borderWidth="1px" borderColor="border" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" px="3" py="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) =>
              column.sort ? (
                <SortHeader<string>
                  key={column.field}
                  field={column.sort}
                  label={column.label}
                  sortBy={sortBy}
                  sortDesc={sortDesc}
                  onSort={onSort}
                  firstDesc={column.type !== 'text'}
                  textAlign={alignOf(column)}
                />
              ) : (
                <Table.ColumnHeader key={column.field} textAlign={alignOf(column)}>
                  {column.label}
                </Table.ColumnHeader>
              ),
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={`${String(row.id ?? '')}-${index}`}>
              {columns.map((column) =>
                NAME_FIELDS.has(column.field) ? (
                  <Table.Cell key={column.field} whiteSpace="normal" minW={NAME_MIN_WIDTH}>
                    {reportCellText(column, row)}
                  </Table.Cell>
                ) : (
                  <Table.Cell key={column.field} textAlign={alignOf(column)} whiteSpace={column.type === 'money' || column.type === 'date' ? 'nowrap' : undefined}>
                    {reportCellText(column, row)}
                  </Table.Cell>
                ),
              )}
            </Table.Row>
          ))}
        </Table.Body>
        {totalsRow.length > 0 ? (
          <Table.Footer>
            <Table.Row fontWeight="semibold" data-testid="report-totals">
              {totalsRow.map((cell) =>
                cell.label ? (
                  <Table.ColumnHeader key={cell.key} colSpan={cell.colSpan} scope="row">
                    {`${cell.label} по отчёту`}
                  </Table.ColumnHeader>
                ) : (
                  <Table.Cell key={cell.key} textAlign="end" whiteSpace="nowrap">
                    {cell.summed ? formatMoney(cell.value) : ''}
                  </Table.Cell>
                ),
              )}
            </Table.Row>
          </Table.Footer>
        ) : null}
      </Table.Root>
    </TableScrollArea>
  );
}
