import type { RegistrySortField } from '@portal/api';
import { Button, Table } from '@portal/ui/chakra';

interface SortHeaderProps {
  field: RegistrySortField;
  label: string;
  sortBy: RegistrySortField;
  sortDesc: boolean;
  onSort: (field: RegistrySortField, desc: boolean) => void;
  textAlign?: 'start' | 'end';
}

/** A sortable column header: a button (keyboard usable) with aria-sort on the header cell. */
export function SortHeader({ field, label, sortBy, sortDesc, onSort, textAlign = 'start' }: SortHeaderProps) {
  const active = sortBy === field;
  const arrow = active ? (sortDesc ? ' ↓' : ' ↑') : '';
  return (
    <Table.ColumnHeader aria-sort={active ? (sortDesc ? 'descending' : 'ascending') : 'none'} textAlign={textAlign}>
      <Button
        variant="plain"
        size="sm"
        px="0"
        fontWeight="semibold"
        onClick={() => onSort(field, active ? !sortDesc : field === 'create_date' || field === 'amount')}
        aria-label={`${label}: сортировать ${active && sortDesc ? 'по возрастанию' : 'по убыванию'}`}
      >
        {label}
        {arrow}
      </Button>
    </Table.ColumnHeader>
  );
}
