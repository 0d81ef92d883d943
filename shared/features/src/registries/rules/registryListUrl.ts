import {
  DEFAULT_REGISTRY_PAGE_SIZE,
  DEFAULT_REGISTRY_SORT,
  REGISTRY_PAGE_SIZES,
  REGISTRY_SORT_FIELDS,
  REGISTRY_SOURCES,
  type RegistryListFilter,
  type RegistrySortField,
  type RegistrySource,
} from '@portal/api';
import { CATEGORY_TABS, type CategoryTab } from './categoryTabs';
import { SECTION_TAB_KEYS, type SectionTabKey } from './sectionTabs';

/** What the list's URL holds: the user's choices. The request filter is derived from it (see listFilterOf). */
export interface RegistryListState {
  /** A registry category, or one of the section tabs (main, reports, reward) when the flags show it. */
  tab: CategoryTab['key'] | SectionTabKey | null;
  sortBy: RegistrySortField;
  sortDesc: boolean;
  /** 0-based, as the back end counts. */
  page: number;
  size: number;
  source: RegistrySource | null;
}

export const DEFAULT_LIST_STATE: RegistryListState = { tab: null, sortBy: DEFAULT_REGISTRY_SORT, sortDesc: true, page: 0, size: DEFAULT_REGISTRY_PAGE_SIZE, source: null };

function oneOf<T extends string | number>(allowed: readonly T[], value: T | undefined): value is T {
  return value !== undefined && allowed.includes(value);
}

/** Reads the state from the URL; anything unknown or malformed falls back to its default. */
export function listStateFromParams(params: URLSearchParams): RegistryListState {
  const tab = params.get('tab') ?? undefined;
  const sortBy = params.get('sort') ?? undefined;
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const source = params.get('source') ?? undefined;
  return {
    tab: oneOf<string>([...CATEGORY_TABS.map((item) => item.key), ...SECTION_TAB_KEYS], tab) ? (tab as RegistryListState['tab']) : null,
    sortBy: oneOf(REGISTRY_SORT_FIELDS, sortBy as RegistrySortField) ? (sortBy as RegistrySortField) : DEFAULT_REGISTRY_SORT,
    sortDesc: params.get('dir') !== 'asc',
    // The URL shows pages from 1, as the user sees them.
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    size: oneOf(REGISTRY_PAGE_SIZES, size as (typeof REGISTRY_PAGE_SIZES)[number]) ? size : DEFAULT_REGISTRY_PAGE_SIZE,
    source: oneOf(REGISTRY_SOURCES, source as RegistrySource) ? (source as RegistrySource) : null,
  };
}

/** Writes the state to URL parameters, leaving defaults out so a plain link stays plain. */
export function listStateToParams(state: RegistryListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab) params.set('tab', state.tab);
  if (state.sortBy !== DEFAULT_REGISTRY_SORT) params.set('sort', state.sortBy);
  if (!state.sortDesc) params.set('dir', 'asc');
  if (state.page > 0) params.set('page', String(state.page + 1));
  if (state.size !== DEFAULT_REGISTRY_PAGE_SIZE) params.set('size', String(state.size));
  if (state.source) params.set('source', state.source);
  return params;
}

/** The tab shown: the URL's when visible, else the first visible one, else none (no category). */
export function effectiveTab(state: RegistryListState, visible: readonly CategoryTab[]): CategoryTab | null {
  return visible.find((tab) => tab.key === state.tab) ?? visible[0] ?? null;
}

/** The body of POST {prefix} (spec §3) for the state and the tab shown. */
export function listFilterOf(state: RegistryListState, tab: CategoryTab | null): RegistryListFilter {
  return {
    sortBy: state.sortBy,
    sortDesc: state.sortDesc,
    page: state.page,
    size: state.size,
    pagination: true,
    source: state.source ?? tab?.defaultSource ?? null,
    category: tab?.category ?? null,
  };
}
