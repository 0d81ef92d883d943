import { Button, Table } from '../kit/chakra';

interface SortHeaderProps<Field extends string> {
  field: Field;
  label: string;
  sortBy: Field;
  sortDesc: boolean;
  onSort: (field: Field, desc: boolean) => void;
  textAlign?: 'start' | 'end';
  /** Whether a first click sorts descending (the portal's lists do so for dates and amounts). */
  firstDesc?: boolean;
}

/** A sortable column header: a button (keyboard usable) with aria-sort on the header cell. */
export function SortHeader<Field extends string>({ field, label, sortBy, sortDesc, onSort, textAlign = 'start', firstDesc = false }: SortHeaderProps<Field>) {
  const active = sortBy === field;
  // A no-break space: a header that wraps keeps its arrow beside the last word, never on a line of its own.
  const arrow = active ? (sortDesc ? '\u00a0↓' : '\u00a0↑') : '';
  const nextDesc = active ? !sortDesc : firstDesc;
  return (
    <Table.ColumnHeader aria-sort={active ? (sortDesc ? 'descending' : 'ascending') : 'none'} textAlign={textAlign}>
      <Button
        variant="plain"
        size="sm"
        px="0"
        fontWeight="semibold"
        onClick={() => onSort(field, nextDesc)}
        aria-label={`${label}: сортировать ${nextDesc ? 'по убыванию' : 'по возрастанию'}`}
      >
        {label}
        {arrow}
      </Button>
    </Table.ColumnHeader>
  );
}
