/** Base of the reward calls per cabinet (spec §7), relative to /api/. */
export const REWARD_API_PREFIX = {
  LKA: 'lka/reward-agent/rewards',
  LKD: 'lkd/reward-debtor/rewards',
} as const;
export type RewardScope = keyof typeof REWARD_API_PREFIX;
