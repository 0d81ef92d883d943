import { createDemoAccounts } from '../users/demoUsers';
import { completeOrganisationInn } from '../users/innCheckDigits';
import { PARTY_PLANS, type PartyPlan } from './partyPlans';
import { DEBTOR_COMPANIES } from './russianCompanies';
import { buildSupplies } from './supplyBatch';
import { seedContracts } from './seedContracts';
import { DUPLICATED_REGISTRY_ID, LARGE_REGISTRY_SUPPLIES, SEEDED_BRANCHES } from './seededBranches';
import { seededRandom, type SeededRandom } from './seededRandom';
import { seedHugeRegistry } from './seedHugeRegistry';
import { seedRegistry } from './seedRegistry';
import type { SeedTarget } from './seedTarget';
import { addDays, WORLD_TODAY } from './worldCalendar';
import { REGISTRY_SOURCES, type Contract, type RegistryCategory, type RegistryStatusCode } from './worldTypes';

const STATUS_WEIGHTS: ReadonlyArray<[RegistryStatusCode, number]> = [
  ['DRAFT', 0.25],
  ['ON_CHECK', 0.15],
  ['SIGNED', 0.15],
  ['SENT_TO_FACTOR', 0.15],
  ['FINANCED', 0.25],
  ['REJECTED', 0.05],
];

function pickStatus(random: SeededRandom): RegistryStatusCode {
  let roll = random.next();
  for (const [code, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return code;
  }
  return 'FINANCED';
}

function categoryOf(plan: PartyPlan, index: number): RegistryCategory {
  if (plan.kind === 'agent') return index % 2 === 1 ? 'AGENT' : 'MAIN';
  return index % 4 === 3 ? 'AGENT' : 'MAIN';
}

function dateTime(date: string, random: SeededRandom): string {
  return `${date}T${String(random.int(6, 15)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00.000Z`;
}

/** Contracts a registry may be on: shown, in force or closed (not the ones the portal's filters drop). */
function registrable(contracts: readonly Contract[]): Contract[] {
  return contracts.filter((contract) => contract.showContract && contract.afStatus === 'Действует' && ['Действует', 'Закрыт'].includes(contract.status));
}

function seedOrdinaryRegistries(world: SeedTarget, plan: PartyPlan, contracts: readonly Contract[], random: SeededRandom): void {
  const usable = registrable(contracts);
  for (let index = 0; index < plan.registries; index += 1) {
    const contract = usable[index % usable.length];
    if (!contract) throw new Error(`${plan.username} has no usable contract`);
    seedRegistry(world, {
      id: world.nextRegistryId(),
      contract,
      category: categoryOf(plan, index),
      source: REGISTRY_SOURCES[index % REGISTRY_SOURCES.length] ?? 'Клиент',
      statusCode: pickStatus(random),
      createDate: dateTime(addDays(WORLD_TODAY, -(index * 4 + 1 + random.int(0, 2))), random),
      supplyCount: random.int(3, 24),
      random,
    });
  }
}

/** The branch registries of seededBranches.ts: the newest of their owner, so they head the first page. */
function seedBranchRegistries(world: SeedTarget, owner: 'supplier' | 'agent', contracts: readonly Contract[], random: SeededRandom): void {
  const usable = registrable(contracts);
  const first = usable[0];
  if (!first) throw new Error(`${owner} has no usable contract`);
  const base = { category: 'MAIN' as const, source: 'Клиент' as const, statusCode: 'DRAFT' as const, random };
  const at = (hour: number) => `${WORLD_TODAY}T${String(hour).padStart(2, '0')}:00:00.000Z`;
  if (owner === 'supplier') {
    const duplicated = world.registries.get(DUPLICATED_REGISTRY_ID);
    if (!duplicated) throw new Error('registry 1001 must be seeded first');
    const original = world.contracts.get(duplicated.contractExternalId) ?? first;
    seedRegistry(world, { ...base, id: SEEDED_BRANCHES.duplicates, contract: original, createDate: at(15), supplyCount: 6, batch: { duplicateOf: () => world.supplies.ofRegistry(DUPLICATED_REGISTRY_ID).slice(0, 3) } });
    seedRegistry(world, { ...base, id: SEEDED_BRANCHES.wrongData, contract: first, createDate: at(14), supplyCount: 5, batch: { wrongData: true } });
    seedRegistry(world, { ...base, id: SEEDED_BRANCHES.generate, contract: first, createDate: at(13), supplyCount: 8, validated: false, originalsValid: true, batch: { invalidShare: 0 } });
    seedRegistry(world, { ...base, id: SEEDED_BRANCHES.validated, contract: first, createDate: at(12), supplyCount: 7, validated: true, originalsValid: true });
    seedRegistry(world, { ...base, id: SEEDED_BRANCHES.large, contract: first, createDate: at(11), supplyCount: LARGE_REGISTRY_SUPPLIES, originals: 3 });
    return;
  }
  const missing = usable.find((contract) => !contract.supplyParamsPassed);
  const passed = usable.find((contract) => contract.supplyParamsPassed);
  if (!missing || !passed) throw new Error('the agent needs a contract passed to the factor and one not passed');
  seedRegistry(world, { ...base, category: 'AGENT', id: SEEDED_BRANCHES.agentParamsMissing, contract: missing, createDate: at(15), supplyCount: 6 });
  seedRegistry(world, { ...base, category: 'AGENT', id: SEEDED_BRANCHES.agentParamsPassed, contract: passed, createDate: at(14), supplyCount: 9 });
}

/** Fills an empty world: debtors, then per party its contracts, free supplies and registries. */
export function seedWorld(world: SeedTarget): void {
  const accounts = createDemoAccounts();
  for (const { user } of accounts) {
    if (user.debtorId !== null && user.debtorId !== undefined) world.debtors.set(Number(user.debtorId), { id: Number(user.debtorId), name: user.shortName, inn: user.innOrg });
  }
  DEBTOR_COMPANIES.forEach((company, index) => world.debtors.set(2101 + index, { id: 2101 + index, name: company.name, inn: completeOrganisationInn(company.innStart) }));
  const debtors = [...world.debtors.values()];

  for (const plan of PARTY_PLANS) {
    const user = accounts.find((account) => account.user.username === plan.username)?.user;
    if (!user) throw new Error(`no demo user ${plan.username}`);
    const random = seededRandom(plan.seed);
    const debtorId = user.debtorId === null || user.debtorId === undefined ? null : Number(user.debtorId);
    const contracts = seedContracts(plan, { name: user.shortName, inn: user.innOrg, debtorId }, debtors, random);
    for (const contract of contracts) world.contracts.set(contract.externalId, contract);
    for (const contract of registrable(contracts)) {
      world.supplies.addFree(contract.externalId, buildSupplies({ registryId: null, contract, firstId: world.reserveSupplyIds(8), count: 8, latestDate: WORLD_TODAY, seed: random.int(1, 2 ** 31) }));
    }
    seedOrdinaryRegistries(world, plan, contracts, random);
    if (plan.username === 'supplier' || (plan.username === 'agent' && plan.scope === 'LKA')) seedBranchRegistries(world, plan.username, contracts, random);
  }
  seedHugeRegistry(world);
}
