import type { FileStore } from './fileStore';
import type { SupplyLedger } from './supplyLedger';
import type { Contract, Debtor, Registry } from './worldTypes';

/**
 * What the seeders fill: the world's stores and id counters. The seeders take this rather than the World class,
 * because World seeds itself on reset and the two would otherwise import each other.
 */
export interface SeedTarget {
  readonly debtors: Map<number, Debtor>;
  readonly contracts: Map<string, Contract>;
  readonly registries: Map<number, Registry>;
  readonly supplies: SupplyLedger;
  readonly files: FileStore;
  nextRegistryId(): number;
  nextDocumentId(): number;
  /** Reserves `count` consecutive supply ids and answers the first. */
  reserveSupplyIds(count: number): number;
  debtor(id: number): Debtor;
}
