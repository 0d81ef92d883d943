import type { World } from '../world/world';
import { REWARD_STATUS_NAMES, type SandboxReward } from './rewardModel';

// A '/' of the reward number cannot be part of a file name.
const fileStem = (reward: SandboxReward) => reward.number.replace(/\//g, '-');
const ACT_NAME = (reward: SandboxReward) => `Акт вознаграждения ${fileStem(reward)}.pdf`;
const REPORT_NAME = (reward: SandboxReward) => `Отчёт к вознаграждению ${fileStem(reward)}.xlsx`;

/**
 * A reward as the back end sends it. Where the spec is silent the answer varies (ARCHITECTURE rule 8): every third
 * reward sends its amounts as strings, every fourth leaves vatAmount out, and an extra field rides along.
 */
export function rewardAnswer(world: World, reward: SandboxReward): Record<string, unknown> {
  const contract = world.contracts.get(reward.contractExternalId);
  const registry = reward.registryId === null ? undefined : world.registries.get(reward.registryId);
  const asText = reward.id % 3 === 0;
  return {
    id: reward.id,
    number: reward.number,
    createDate: reward.createDate,
    status: { code: reward.statusCode, name: REWARD_STATUS_NAMES[reward.statusCode] },
    contractFactNum: contract?.num ?? null,
    client: contract?.client.name ?? null,
    debtor: contract ? world.debtor(contract.debtorId).name : null,
    registryNumber: registry?.number ?? null,
    periodFrom: reward.periodFrom,
    periodTo: reward.periodTo,
    amount: asText ? reward.amount.toFixed(2) : reward.amount,
    ...(reward.id % 4 === 0 ? {} : { vatAmount: asText ? reward.vatAmount.toFixed(2) : reward.vatAmount }),
    rejectReason: reward.rejectReason,
    currency: 'RUB',
  };
}

/** The detail of spec §3: reward, act, report (a draft has no act yet). */
export function rewardDetailAnswer(world: World, reward: SandboxReward): Record<string, unknown> {
  return {
    reward: rewardAnswer(world, reward),
    act: reward.statusCode === 'DRAFT' ? null : { fileId: reward.actFileId, name: ACT_NAME(reward) },
    report: { fileId: reward.reportFileId, name: REPORT_NAME(reward) },
  };
}

export function rewardFileName(reward: SandboxReward, fileId: number): string | null {
  if (fileId === reward.actFileId && reward.statusCode !== 'DRAFT') return ACT_NAME(reward);
  if (fileId === reward.reportFileId) return REPORT_NAME(reward);
  return null;
}
