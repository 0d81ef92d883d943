import type { Supply } from '@portal/api';

/**
 * Money is summed in kopecks so that 10 000 additions and removals never drift (0.1 + 0.2 ≠ 0.3). An amount is
 * rounded to whole kopecks half away from zero, on the amount as written: the decimal point is moved in the number's
 * text, because multiplying moves the binary error with it (1.005 × 100 is 100.4999…, which would lose the kopeck).
 */
export function toKopecks(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const magnitude = Math.abs(amount);
  // Quick path (50 000 supplies are converted on load): below 2^33 kopecks the product is within a few millionths
  // of the shifted text, so away from a half kopeck both round alike; only near one is the text needed.
  const product = magnitude * 100;
  if (product < 2 ** 33 && Math.abs(product - Math.floor(product) - 0.5) > 1e-3) {
    const rounded = Math.round(product);
    return rounded === 0 ? 0 : Math.sign(amount) * rounded;
  }
  const text = String(magnitude);
  // Text in exponent form (below 1e-6 or from 1e21) has no decimal point to move; there the product is as good.
  const shifted = text.includes('e') ? magnitude * 100 : Number(`${text}e2`);
  const kopecks = Math.round(shifted);
  return kopecks === 0 ? 0 : Math.sign(amount) * kopecks;
}

export function fromKopecks(kopecks: number): number {
  return kopecks / 100;
}

/**
 * Spec §4: financing balance = alllimit − Σ supplyAmount of the supplies chosen for financing. Without a limit there
 * is no balance (null, shown as '—'), never a negative one (decision 0020).
 */
export function financingBalance(alllimit: number | null, supplies: readonly Pick<Supply, 'id' | 'supplyAmount'>[], chosen: ReadonlySet<Supply['id']>): number | null {
  if (alllimit === null) return null;
  let spent = 0;
  for (const supply of supplies) if (chosen.has(supply.id)) spent += toKopecks(supply.supplyAmount);
  return fromKopecks(toKopecks(alllimit) - spent);
}

/** A known balance below zero is an error and blocks sending; an unknown one blocks nothing. */
export function isOverLimit(balance: number | null): boolean {
  return balance !== null && balance < 0;
}
