import { formatDate, formatMoney, orDash } from '@portal/ui/format';

/**
 * Cell texts of the supplies grid, remembered: a registry's 50 000 supplies fall on a few hundred days, and a row
 * scrolled back into view shows its amount again, so each text is made once (date-fns and the money format
 * are the costly part of mounting a row). Bounded, so a long session does not keep every amount it showed.
 */
const MAX_KEPT = 20_000;
const days = new Map<string, string>();
const amounts = new Map<number, string>();

function remembered<K>(cache: Map<K, string>, key: K, make: (key: K) => string): string {
  const known = cache.get(key);
  if (known !== undefined) return known;
  if (cache.size >= MAX_KEPT) cache.clear();
  const text = make(key);
  cache.set(key, text);
  return text;
}

/** A supply's date as DD.MM.YYYY (spec §9), '—' when absent or unreadable. */
export function supplyDay(value: string): string {
  return remembered(days, value, (day) => orDash(formatDate(day)));
}

/** A supply's amount in the money format of spec §9. */
export function supplyMoney(value: number): string {
  return remembered(amounts, value, formatMoney);
}
