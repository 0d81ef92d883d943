import type { Supply } from '@portal/api';

/** Money is summed in kopecks so that 10 000 additions and removals never drift (0.1 + 0.2 ≠ 0.3). */
export function toKopecks(amount: number): number {
  return Number.isFinite(amount) ? Math.round(amount * 100) : 0;
}

export function fromKopecks(kopecks: number): number {
  return kopecks / 100;
}

/** Spec §4: financing balance = alllimit − Σ supplyAmount of the supplies chosen for financing (a missing limit is 0). */
export function financingBalance(alllimit: number | null, supplies: readonly Pick<Supply, 'id' | 'supplyAmount'>[], chosen: ReadonlySet<Supply['id']>): number {
  let spent = 0;
  for (const supply of supplies) if (chosen.has(supply.id)) spent += toKopecks(supply.supplyAmount);
  return fromKopecks(toKopecks(alllimit ?? 0) - spent);
}

/** A balance below zero is an error and blocks sending (issue 11). */
export function isOverLimit(balance: number): boolean {
  return balance < 0;
}
