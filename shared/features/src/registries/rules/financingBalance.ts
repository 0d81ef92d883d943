import type { Supply } from '@portal/api';

/** Money is summed in kopecks so that 10 000 additions and removals never drift (0.1 + 0.2 ≠ 0.3). */
export function toKopecks(amount: number): number {
  return Number.isFinite(amount) ? Math.round(amount * 100) : 0;
}

export function fromKopecks(kopecks: number): number {
  return kopecks / 100;
}

/**
 * Spec §4: financing balance = alllimit − Σ supplyAmount of the supplies chosen for financing. Without a limit there
 * is no balance (null, shown as '—'), never a negative one (issue 24).
 */
export function financingBalance(alllimit: number | null, supplies: readonly Pick<Supply, 'id' | 'supplyAmount'>[], chosen: ReadonlySet<Supply['id']>): number | null {
  if (alllimit === null) return null;
  let spent = 0;
  for (const supply of supplies) if (chosen.has(supply.id)) spent += toKopecks(supply.supplyAmount);
  return fromKopecks(toKopecks(alllimit) - spent);
}

/** A known balance below zero is an error and blocks sending (issue 11); an unknown one blocks nothing. */
export function isOverLimit(balance: number | null): boolean {
  return balance !== null && balance < 0;
}
