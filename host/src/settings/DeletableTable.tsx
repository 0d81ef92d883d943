import type { ReactNode } from 'react';
import { Button, HStack, IconButton, Table, Text, VisuallyHidden } from '@portal/ui/chakra';
import { orDash } from '@portal/ui/format';
import { failureReason } from './failureReason';

/** The delete buttons' column: named for screen readers, empty on screen. */
export const ACTIONS_HEADER = 'Действия';

export interface DeletableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface DeletableTableProps<Row> {
  label: string;
  rows: Row[] | undefined;
  loading: boolean;
  /** The list's load failure, shown with a retry instead of an empty list. */
  error: Error | null;
  onRetry: () => void;
  columns: DeletableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  deleteLabel: (row: Row) => string;
  onDelete: (row: Row) => void;
  /** A row the server sent without an id is shown but cannot be deleted. */
  canDelete?: (row: Row) => boolean;
  /** A delete is under way: every delete button waits (a double click sends one request). */
  deleting?: boolean;
}

/** The cell that takes focus in the row of `key` inside `table`, where `same` says two keys name one row. */
export function rowFocusOf(table: HTMLElement | null, key: string, same: (a: string, b: string) => boolean = (a, b) => a === b): HTMLElement | null {
  const row = [...(table?.querySelectorAll<HTMLElement>('[data-row-key]') ?? [])].find((candidate) => same(candidate.dataset.rowKey ?? '', key));
  return row?.querySelector<HTMLElement>('[data-row-focus]') ?? null;
}

/** A settings list (certificates, МЧД): its columns and a delete button per row, with loading and error states. */
export function DeletableTable<Row>({ label, rows, loading, error, onRetry, columns, rowKey, deleteLabel, onDelete, canDelete = () => true, deleting = false }: DeletableTableProps<Row>) {
  if (loading) return <Text color="fg.muted">Загрузка...</Text>;
  if (error) {
    return (
      <HStack>
        <Text role="alert" color="fg.error">
          Не удалось загрузить список. {failureReason(error)}
        </Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          Повторить
        </Button>
      </HStack>
    );
  }
  if (!rows || rows.length === 0) return null;
  return (
    <Table.Root size="sm">
      {/* The caption names the table for screen readers; the settings section's heading shows it on screen. */}
      <Table.Caption srOnly>{label}</Table.Caption>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.header} scope="col">
              {column.header}
            </Table.ColumnHeader>
          ))}
          <Table.ColumnHeader scope="col">
            <VisuallyHidden>{ACTIONS_HEADER}</VisuallyHidden>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, index) => (
          <Table.Row key={`${rowKey(row)}-${index}`} data-row-key={String(rowKey(row))}>
            {columns.map((column, place) => (
              // The first cell names the row: focus rests there after the row was added (rowFocusOf).
              <Table.Cell key={column.header} {...(place === 0 ? { tabIndex: -1, 'data-row-focus': '' } : {})}>
                {orDash(column.cell(row))}
              </Table.Cell>
            ))}
            <Table.Cell textAlign="end">
              {canDelete(row) ? (
                <IconButton aria-label={deleteLabel(row)} size="xs" variant="ghost" colorPalette="red" disabled={deleting} onClick={() => onDelete(row)}>
                  ✕
                </IconButton>
              ) : null}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
