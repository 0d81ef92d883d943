import type { RewardGenericAction, RewardStatus } from '@portal/api';

/** What the agent can do with a reward: approve ('agreement'), reject, or one generic action (spec §4). */
export type RewardActionOffer =
  | { kind: 'agreement'; label: string }
  | { kind: 'reject'; label: string }
  | { kind: 'action'; action: RewardGenericAction; label: string };

const APPROVE: RewardActionOffer = { kind: 'agreement', label: 'Согласовать' };
const REJECT: RewardActionOffer = { kind: 'reject', label: 'Отклонить' };

/** Offers per state (CONTRACT.md "Actions"); unknown states and the read-only ones offer nothing. */
const OFFERS: Record<string, readonly RewardActionOffer[]> = {
  ON_AGREEMENT: [APPROVE, REJECT],
  AGREED: [{ kind: 'action', action: 'SEND_TO_PAYMENT', label: 'Передать на оплату' }],
  REJECTED: [{ kind: 'action', action: 'RETURN_TO_AGREEMENT', label: 'Вернуть на согласование' }],
};

/** The actions a reward in `status` allows; none when the cabinet may not act (the debtor). */
export function rewardActionsFor(status: RewardStatus, canAct: boolean): readonly RewardActionOffer[] {
  if (!canAct) return [];
  return OFFERS[status.code] ?? [];
}

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
