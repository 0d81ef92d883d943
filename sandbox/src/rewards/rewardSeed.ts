import type { World } from '../world/world';
import { seededRandom } from '../world/seededRandom';
import { addDays, WORLD_TODAY } from '../world/worldCalendar';
import { ownerKey, type OwnerKey } from '../world/worldTypes';
import type { RewardStatusCode, SandboxReward } from './rewardModel';

/** Who has rewards and how many (agent: over one page of 30, so paging is real). */
const REWARD_PLANS: ReadonlyArray<{ username: string; scope: 'LKA' | 'LKD'; count: number; seed: number; firstId: number }> = [
  { username: 'agent', scope: 'LKA', count: 36, seed: 144, firstId: 9001 },
  { username: 'debtor', scope: 'LKD', count: 12, seed: 133, firstId: 9101 },
  { username: 'multi', scope: 'LKA', count: 5, seed: 158, firstId: 9201 },
  { username: 'multi', scope: 'LKD', count: 4, seed: 157, firstId: 9301 },
];

/** States in a fixed rotation so every one appears; the newest two are on agreement (approve and reject in tests). */
const ROTATION: readonly RewardStatusCode[] = ['ON_AGREEMENT', 'ON_AGREEMENT', 'AGREED', 'REJECTED', 'ON_PAYMENT', 'PAID', 'DRAFT', 'ON_AGREEMENT', 'PAID'];

function seedOwner(world: World, owner: OwnerKey, plan: (typeof REWARD_PLANS)[number], nextFileId: () => number): SandboxReward[] {
  const random = seededRandom(plan.seed);
  // The owner's own contracts in force and their registries: a reward is for a registry under one of them.
  const contracts = world.contractsOf(owner).filter((contract) => contract.showContract && contract.type.includes('AGENT') && contract.status === 'Действует');
  const own = new Set(contracts.map((contract) => contract.externalId));
  const registries = world.registriesOf(owner).filter((registry) => own.has(registry.contractExternalId)).sort((a, b) => a.id - b.id);
  if (contracts.length === 0) return [];
  const rewards: SandboxReward[] = [];
  for (let index = 0; index < plan.count; index += 1) {
    const registry = registries.length ? registries[index % registries.length] : undefined;
    const contract = (registry && world.contracts.get(registry.contractExternalId)) ?? contracts[index % contracts.length];
    if (!contract) continue;
    // Newest first by id: index 0 is the most recent.
    const created = addDays(WORLD_TODAY, -(index * 4 + random.int(0, 2)));
    const periodTo = addDays(created, -1);
    const amount = random.amount(5_000, 250_000);
    rewards.push({
      id: plan.firstId + index,
      number: `В-${String(plan.firstId + index).slice(-4)}/${created.slice(2, 4)}`,
      owner,
      createDate: `${created}T${String(9 + (index % 8)).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}:00`,
      statusCode: ROTATION[index % ROTATION.length] ?? 'DRAFT',
      contractExternalId: contract.externalId,
      registryId: registry?.id ?? null,
      periodFrom: addDays(periodTo, -29),
      periodTo,
      amount,
      vatAmount: Math.round((amount * 20) / 120 * 100) / 100,
      rejectReason: null,
      actFileId: nextFileId(),
      reportFileId: nextFileId(),
    });
  }
  for (const reward of rewards) if (reward.statusCode === 'REJECTED') reward.rejectReason = 'Сумма не совпадает с расчётом агента';
  return rewards;
}

/** Rewards of the demo agents and debtors, built from their contracts and registries in the world. */
export function seedRewards(world: World): SandboxReward[] {
  let fileId = 80_001;
  const nextFileId = () => fileId++;
  return REWARD_PLANS.flatMap((plan) => seedOwner(world, ownerKey(plan.username, plan.scope), plan, nextFileId));
}
