import { uploadLimitsOf, type UploadLimits } from '../uploads/uploadLimits';
import { FileStore } from './fileStore';
import type { SeedTarget } from './seedTarget';
import { seedWorld } from './seedWorld';
import { SupplyLedger } from './supplyLedger';
import type { Contract, Debtor, OwnerKey, Registry, Supply } from './worldTypes';

/**
 * The sandbox's demo world: contracts, debtors, supplies, registries and files of every demo user, seeded the same
 * on every run and changed by the API for the run. Every cabinet area answers from here (reports, events, EDM and
 * rewards will read the same supplies and registries), so figures agree across areas.
 */
export class World implements SeedTarget {
  debtors = new Map<number, Debtor>();
  contracts = new Map<string, Contract>();
  registries = new Map<number, Registry>();
  supplies = new SupplyLedger();
  files = new FileStore();
  private nextIds = { registry: 1001, document: 30_001, supply: 100_001 };
  /** How much a user may upload (uploads/uploadLimits.ts); kept across resets. */
  readonly uploadLimits: UploadLimits;

  constructor(uploadLimits: Partial<UploadLimits> = {}) {
    this.uploadLimits = uploadLimitsOf(uploadLimits);
    this.reset();
  }

  /** Back to the seeded state (POST /__sandbox/reset). */
  reset(): void {
    this.debtors = new Map();
    this.contracts = new Map();
    this.registries = new Map();
    this.supplies = new SupplyLedger();
    // The old store's uploads go with it (new FileStore() makes its folder at the first upload).
    this.files.dispose();
    this.files = new FileStore();
    this.nextIds = { registry: 1001, document: 30_001, supply: 100_001 };
    seedWorld(this);
  }

  nextRegistryId(): number {
    return this.nextIds.registry++;
  }

  nextDocumentId(): number {
    return this.nextIds.document++;
  }

  /** Reserves `count` consecutive supply ids and answers the first. */
  reserveSupplyIds(count: number): number {
    const first = this.nextIds.supply;
    this.nextIds.supply += count;
    return first;
  }

  contractsOf(owner: OwnerKey): Contract[] {
    return [...this.contracts.values()].filter((contract) => contract.owner === owner);
  }

  registriesOf(owner: OwnerKey): Registry[] {
    return [...this.registries.values()].filter((registry) => registry.owner === owner);
  }

  /** The owner's registry, or undefined: another user's registry is as good as missing. */
  registryOf(owner: OwnerKey, id: number): Registry | undefined {
    const registry = this.registries.get(id);
    return registry && registry.owner === owner ? registry : undefined;
  }

  contractOf(registry: Registry): Contract {
    const contract = this.contracts.get(registry.contractExternalId);
    if (!contract) throw new Error(`registry ${registry.id} has no contract`);
    return contract;
  }

  debtor(id: number): Debtor {
    const debtor = this.debtors.get(id);
    if (!debtor) throw new Error(`no debtor ${id}`);
    return debtor;
  }

  /** Supplies of the registry whose УПД (number and debtor) was already in an earlier registry of the same owner. */
  duplicatesIn(registry: Registry): Supply[] {
    const seen = new Set<string>();
    for (const other of this.registriesOf(registry.owner)) {
      if (other.id === registry.id || other.createDate >= registry.createDate) continue;
      for (const supply of this.supplies.ofRegistry(other.id)) seen.add(`${supply.debtorId}:${supply.updNumber}`);
    }
    return this.supplies.ofRegistry(registry.id).filter((supply) => seen.has(`${supply.debtorId}:${supply.updNumber}`));
  }
}
