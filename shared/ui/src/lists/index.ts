export { EmptyState, LoadFailure, TableSkeleton } from './ListStates';
export { ListPager } from './ListPager';
export { SortHeader } from './SortHeader';
export { FillTextCell, FILL_COLUMN_MIN_WIDTH, type FillTextCellProps } from './FillTextCell';
export { useDebouncedValue } from './useDebouncedValue';
