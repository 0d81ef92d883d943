import { HttpError } from '../api/httpError';
import { REWARD_STATUS_NAMES, type RewardStatusCode, type SandboxReward } from './rewardModel';

export type RewardMove = 'agreement' | 'reject' | 'SEND_TO_PAYMENT' | 'RETURN_TO_AGREEMENT';

/** Which state each move starts from and where it leads (CONTRACT.md "Actions"). */
const MOVES: Record<RewardMove, { from: RewardStatusCode; to: RewardStatusCode; verb: string }> = {
  agreement: { from: 'ON_AGREEMENT', to: 'AGREED', verb: 'согласовать' },
  reject: { from: 'ON_AGREEMENT', to: 'REJECTED', verb: 'отклонить' },
  SEND_TO_PAYMENT: { from: 'AGREED', to: 'ON_PAYMENT', verb: 'передать на оплату' },
  RETURN_TO_AGREEMENT: { from: 'REJECTED', to: 'ON_AGREEMENT', verb: 'вернуть на согласование' },
};

/** Moves the reward or answers 409 with the reason in Russian; a rejection keeps its reason. */
export function moveReward(reward: SandboxReward, move: RewardMove, reason?: string): void {
  const rule = MOVES[move];
  if (reward.statusCode !== rule.from) {
    throw new HttpError(409, `Вознаграждение ${reward.number} в статусе «${REWARD_STATUS_NAMES[reward.statusCode]}» нельзя ${rule.verb}`);
  }
  reward.statusCode = rule.to;
  reward.rejectReason = move === 'reject' ? (reason ?? null) : move === 'RETURN_TO_AGREEMENT' ? null : reward.rejectReason;
}
