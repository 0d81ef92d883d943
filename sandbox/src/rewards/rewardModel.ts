import type { OwnerKey } from '../world/worldTypes';

export type RewardStatusCode = 'DRAFT' | 'ON_AGREEMENT' | 'AGREED' | 'REJECTED' | 'ON_PAYMENT' | 'PAID';

/** Russian names of the reward states (spec §4 "Other reward states are not shown": these are ours, CONTRACT.md). */
export const REWARD_STATUS_NAMES: Record<RewardStatusCode, string> = {
  DRAFT: 'Формируется',
  ON_AGREEMENT: 'На согласовании',
  AGREED: 'Согласовано',
  REJECTED: 'Отклонено',
  ON_PAYMENT: 'Передано на оплату',
  PAID: 'Выплачено',
};

/** A reward of an agent (for the clients it brought) or a debtor, for one registry of its contract. */
export interface SandboxReward {
  id: number;
  number: string;
  owner: OwnerKey;
  /** ISO date-time. */
  createDate: string;
  statusCode: RewardStatusCode;
  contractExternalId: string;
  registryId: number | null;
  periodFrom: string;
  periodTo: string;
  amount: number;
  vatAmount: number;
  rejectReason: string | null;
  actFileId: number;
  reportFileId: number;
}
