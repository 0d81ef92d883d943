import { DEFAULT_REWARD_FILTER, REWARD_PAGE_SIZE, REWARD_SORT_FIELDS, type RewardListFilter, type RewardSortField } from '@portal/api';

/** The list's sort and page as kept in the URL (?sort=amount&dir=asc&page=2, 1-based page). */
export interface RewardListState {
  sortBy: RewardSortField;
  sortDesc: boolean;
  page: number;
}

export function rewardListStateFromParams(params: URLSearchParams): RewardListState {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    sortBy: (REWARD_SORT_FIELDS as readonly string[]).includes(sort ?? '') ? (sort as RewardSortField) : DEFAULT_REWARD_FILTER.sortBy,
    sortDesc: params.get('dir') !== 'asc',
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
  };
}

/** Only what differs from the default goes into the URL. */
export function rewardListStateToParams(state: RewardListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sortBy !== DEFAULT_REWARD_FILTER.sortBy) params.set('sort', state.sortBy);
  if (!state.sortDesc) params.set('dir', 'asc');
  if (state.page > 0) params.set('page', String(state.page + 1));
  return params;
}

/** The body of POST …/rewards/all: the spec's filter (size 30) with the URL's sort and page. */
export function rewardFilterOf(state: RewardListState): RewardListFilter {
  return { sortBy: state.sortBy, sortDesc: state.sortDesc, page: state.page, size: REWARD_PAGE_SIZE, pagination: true };
}
