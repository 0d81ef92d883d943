import { YIELD_TOTAL_FIELDS, type YieldTotals } from '@portal/api';
import type { ReportColumn } from './reportDefinitions';

export interface TotalsCell {
  key: string;
  /** The sum; null when the answer has none (or the column has no sum). */
  value: number | null;
  /** Whether the column has a sum: its cell is money (spec §9: empty shows 0); any other cell stays blank. */
  summed: boolean;
  /** The label cell spans the columns before the first sum. */
  colSpan: number;
  label?: string;
}

/**
 * The yield table's «Итого» row (spec §3 totals): a label over the columns before the first sum, then under each
 * commission column its sum (comm1NoneVatAmount → comm1NoneVatAmountSum; a sum the answer lacks as 0, spec §9),
 * blank under the others.
 */
export function totalsRowOf(columns: readonly ReportColumn[], totals: YieldTotals): TotalsCell[] {
  const sumOf = (field: string) => {
    const key = `${field}Sum` as (typeof YIELD_TOTAL_FIELDS)[number];
    return (YIELD_TOTAL_FIELDS as readonly string[]).includes(key) ? key : null;
  };
  const first = columns.findIndex((column) => sumOf(column.field) !== null);
  if (first < 0) return [];
  const label: TotalsCell = { key: 'label', value: null, summed: false, colSpan: Math.max(first, 1), label: 'Итого' };
  const rest = columns.slice(Math.max(first, 1)).map((column) => {
    const key = sumOf(column.field);
    return { key: column.field, value: key ? totals[key] : null, summed: key !== null, colSpan: 1 };
  });
  return [label, ...rest];
}
