import { z } from '../zod';

/** Spec §9 "Rewards size": one page of the rewards list. */
export const REWARD_PAGE_SIZE = 30;

/** Sortable columns of the rewards list (CONTRACT.md); create_date descending is the spec's default (§3). */
export const REWARD_SORT_FIELDS = ['create_date', 'number', 'amount', 'status'] as const;
export type RewardSortField = (typeof REWARD_SORT_FIELDS)[number];
export const DEFAULT_REWARD_SORT: RewardSortField = 'create_date';

/** Body of POST /lka/reward-agent/rewards/all and POST /lkd/reward-debtor/rewards/all (spec §3 Reward), strict. */
export const rewardListFilterSchema = z.strictObject({
  sortBy: z.enum(REWARD_SORT_FIELDS),
  sortDesc: z.boolean(),
  page: z.number().check(z.int(), z.gte(0)),
  size: z.number().check(z.int(), z.gte(1)),
  pagination: z.boolean(),
});
export type RewardListFilter = z.infer<typeof rewardListFilterSchema>;

/** The spec's default filter: create_date descending, size 30, page 0. */
export const DEFAULT_REWARD_FILTER: RewardListFilter = { sortBy: DEFAULT_REWARD_SORT, sortDesc: true, page: 0, size: REWARD_PAGE_SIZE, pagination: true };
