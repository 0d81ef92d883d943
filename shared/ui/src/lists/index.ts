export { EmptyState, LoadFailure, TableSkeleton } from './ListStates';
export { ListPager } from './ListPager';
export { SortHeader } from './SortHeader';
export { useDebouncedValue } from './useDebouncedValue';
