import type { SandboxReward } from './rewardModel';
import type { RewardFilter } from './rewardRequestChecks';

const ORDER: Record<RewardFilter['sortBy'], (a: SandboxReward, b: SandboxReward) => number> = {
  create_date: (a, b) => a.createDate.localeCompare(b.createDate),
  number: (a, b) => a.number.localeCompare(b.number, 'ru'),
  amount: (a, b) => a.amount - b.amount,
  status: (a, b) => a.statusCode.localeCompare(b.statusCode),
};

/** One page of rewards sorted by the filter (ties by id, in the same direction); pagination false answers all. */
export function listRewards(rewards: readonly SandboxReward[], filter: RewardFilter): { total: number; page: SandboxReward[] } {
  const direction = filter.sortDesc ? -1 : 1;
  const sorted = [...rewards].sort((a, b) => direction * (ORDER[filter.sortBy](a, b) || a.id - b.id));
  const page = filter.pagination ? sorted.slice(filter.page * filter.size, (filter.page + 1) * filter.size) : sorted;
  return { total: sorted.length, page };
}
