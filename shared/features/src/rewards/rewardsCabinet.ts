import { REWARD_API_PREFIX, type RewardScope } from '@portal/api';

/** The rewards area's cabinet descriptor: the agent acts on rewards, the debtor only reads them. */
export interface RewardsCabinet {
  scope: RewardScope;
  /** API prefix of the reward calls (spec §7), relative to /api/. */
  apiPrefix: (typeof REWARD_API_PREFIX)[RewardScope];
  /** The list's absolute path; the detail is `{listPath}/{id}/detail` (spec §2 for LKA). */
  listPath: string;
  /** Whether approve, reject and the generic action are offered (LKA only, spec §4 "Rewards (agent)"). */
  canAct: boolean;
  /**
   * Who the list's party column names: the client with the debtor beneath ('Клиент / дебитор', the agent's rewards
   * span both) or the client alone ('Клиент', the debtor's own rewards).
   */
  partyColumn: 'clientAndDebtor' | 'client';
}

export const LKA_REWARDS: RewardsCabinet = { scope: 'LKA', apiPrefix: REWARD_API_PREFIX.LKA, listPath: '/lka/reward', canAct: true, partyColumn: 'clientAndDebtor' };

/** The debtor's rewards: the spec shows no route, so they sit at the agent's path shape under /lkd (docs/decisions/0007-debtor-rewards-route.md). */
export const LKD_REWARDS: RewardsCabinet = { scope: 'LKD', apiPrefix: REWARD_API_PREFIX.LKD, listPath: '/lkd/reward', canAct: false, partyColumn: 'client' };

export function rewardDetailPath(cabinet: RewardsCabinet, id: string | number): string {
  return `${cabinet.listPath}/${encodeURIComponent(String(id))}/detail`;
}
