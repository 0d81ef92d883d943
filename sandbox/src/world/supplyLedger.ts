import { buildSupplies, type SupplyBatch } from './supplyBatch';
import type { Supply } from './worldTypes';

/** Every supply of the world, per registry (and the contracts' supplies not in a registry yet), built lazily. */
export class SupplyLedger {
  private readonly pending = new Map<number, SupplyBatch>();
  private readonly built = new Map<number, Supply[]>();
  private readonly amounts = new Map<number, number>();
  private readonly counts = new Map<number, number>();
  /** contract externalId → supplies not in any registry. */
  private readonly free = new Map<string, Supply[]>();

  addRegistryBatch(registryId: number, batch: SupplyBatch): void {
    this.pending.set(registryId, batch);
    this.counts.set(registryId, batch.count);
  }

  addFree(contractExternalId: string, supplies: Supply[]): void {
    this.free.set(contractExternalId, [...(this.free.get(contractExternalId) ?? []), ...supplies]);
  }

  ofRegistry(registryId: number): Supply[] {
    let supplies = this.built.get(registryId);
    if (!supplies) {
      const batch = this.pending.get(registryId);
      supplies = batch ? buildSupplies(batch) : [];
      this.built.set(registryId, supplies);
      this.pending.delete(registryId);
    }
    return supplies;
  }

  countOf(registryId: number): number {
    return this.counts.get(registryId) ?? 0;
  }

  amountOf(registryId: number): number {
    let amount = this.amounts.get(registryId);
    if (amount === undefined) {
      amount = Math.round(this.ofRegistry(registryId).reduce((sum, supply) => sum + supply.amount, 0) * 100) / 100;
      this.amounts.set(registryId, amount);
    }
    return amount;
  }

  /** Moves up to `limit` free supplies of the contract into the registry (POST /registries/create). */
  assign(registryId: number, contractExternalId: string, limit: number): Supply[] {
    const pool = this.free.get(contractExternalId) ?? [];
    const taken = pool.splice(0, limit).map((supply) => ({ ...supply, registryId }));
    this.built.set(registryId, taken);
    this.counts.set(registryId, taken.length);
    this.amounts.delete(registryId);
    return taken;
  }

  /** A deleted registry's supplies are free again. */
  release(registryId: number): void {
    const supplies = this.ofRegistry(registryId);
    for (const supply of supplies) this.addFree(supply.contractExternalId, [{ ...supply, registryId: null }]);
    this.built.delete(registryId);
    this.counts.delete(registryId);
    this.amounts.delete(registryId);
  }
}
