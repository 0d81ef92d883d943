import type { RewardGenericAction, RewardStatus } from '@portal/api';
import { isDecidedStatusName } from './decidedStatusName';

/** What the agent can do with a reward: approve ('agreement'), reject, or one generic action (spec §4). */
export type RewardActionOffer =
  | { kind: 'agreement'; label: string }
  | { kind: 'reject'; label: string }
  | { kind: 'action'; action: RewardGenericAction; label: string };

const APPROVE: RewardActionOffer = { kind: 'agreement', label: 'Согласовать' };
const REJECT: RewardActionOffer = { kind: 'reject', label: 'Отклонить' };

/** The state's name to show: the server's, else ours for a known code, else the code itself. */
const NAMES: Record<string, string> = {
  DRAFT: 'Формируется',
  ON_AGREEMENT: 'На согласовании',
  AGREED: 'Согласовано',
  REJECTED: 'Отклонено',
  ON_PAYMENT: 'Передано на оплату',
  PAID: 'Выплачено',
};

export function rewardStatusName(status: RewardStatus): string {
  return status.name || NAMES[status.code] || status.code || '—';
}

/**
 * The generic action per state code: ours (the sandbox's codes, CONTRACT.md); a server that sends no such code
 * simply gets no generic action offered.
 */
const GENERIC_OFFERS: Record<string, RewardActionOffer> = {
  AGREED: { kind: 'action', action: 'SEND_TO_PAYMENT', label: 'Передать на оплату' },
  REJECTED: { kind: 'action', action: 'RETURN_TO_AGREEMENT', label: 'Вернуть на согласование' },
};

/**
 * The actions a reward in `status` allows; none when the cabinet may not act (the debtor). Approve and reject do not
 * depend on status codes (the spec names none): they are offered unless the status name shown says the reward is
 * already decided (isDecidedStatusName); the server refuses what it does not allow, with its message.
 */
export function rewardActionsFor(status: RewardStatus, canAct: boolean): readonly RewardActionOffer[] {
  if (!canAct) return [];
  const offers: RewardActionOffer[] = isDecidedStatusName(rewardStatusName(status)) ? [] : [APPROVE, REJECT];
  const generic = GENERIC_OFFERS[status.code];
  return generic ? [...offers, generic] : offers;
}
