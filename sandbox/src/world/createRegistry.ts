import type { Scope } from '@portal/api';
import type { World } from './world';
import type { Contract, OwnerKey, Registry, RegistryCategory, RegistrySource } from './worldTypes';

export interface NewRegistry {
  category: RegistryCategory;
  debtorId: number | null;
  contractExternalId: string | null;
}

/** How many of the contract's free supplies a new registry takes. */
const SUPPLIES_PER_NEW_REGISTRY = 6;

const SOURCE_OF_SCOPE: Record<Scope, RegistrySource> = { LKK: 'Клиент', LKP: 'Клиент', LKA: 'Клиент', LKD: 'Дебитор' };

function inForce(contract: Contract): boolean {
  return contract.showContract && contract.status === 'Действует' && contract.afStatus === 'Действует';
}

function chooseContract(world: World, owner: OwnerKey, request: NewRegistry): Contract | string {
  const own = world.contractsOf(owner);
  if (request.contractExternalId !== null) {
    const contract = own.find((candidate) => candidate.externalId === request.contractExternalId);
    if (!contract) return `Договор факторинга «${request.contractExternalId}» не найден`;
    if (!inForce(contract)) return `Договор факторинга ${contract.num} не действует: создать реестр нельзя`;
    if (request.debtorId !== null && contract.debtorId !== request.debtorId) return `Дебитор ${request.debtorId} не относится к договору ${contract.num}`;
    return contract;
  }
  if (request.debtorId !== null) {
    if (!own.some((candidate) => candidate.debtorId === request.debtorId)) return `Дебитор ${request.debtorId} не найден среди дебиторов клиента`;
    return own.find((candidate) => candidate.debtorId === request.debtorId && inForce(candidate)) ?? `С дебитором ${request.debtorId} нет действующего договора факторинга`;
  }
  // 'Все' (debtorId null, no contract): the first contract in force.
  return own.find(inForce) ?? 'Нет действующего договора факторинга: создать реестр нельзя';
}

/** A new draft registry with the contract's supplies not yet in a registry; a Russian message when refused. */
export function createRegistry(world: World, owner: OwnerKey, scope: Scope, request: NewRegistry, now: Date): Registry | string {
  const contract = chooseContract(world, owner, request);
  if (typeof contract === 'string') return contract;
  const id = world.nextRegistryId();
  const registry: Registry = {
    id,
    number: `Р-${id}/${String(now.getUTCFullYear()).slice(2)}`,
    owner,
    category: request.category,
    source: SOURCE_OF_SCOPE[scope],
    statusCode: 'DRAFT',
    createDate: now.toISOString(),
    contractExternalId: contract.externalId,
    debtorId: contract.debtorId,
    validated: false,
    futureFundingDate: null,
    documents: [],
    origDocuments: [],
    documentsForSigning: [],
    signedDocs: [],
  };
  world.registries.set(id, registry);
  world.supplies.assign(id, contract.externalId, SUPPLIES_PER_NEW_REGISTRY);
  return registry;
}
