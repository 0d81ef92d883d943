import { z } from '../zod';
import { nullableNumber } from '../lenient';
import { parseRows, type OddRow } from '../listAnswer';
import type { ReportKind } from './reportKinds';
import { reportRowBestEffort, reportRowSchema, type ReportRow } from './reportRows';

/** Spec §3 yield totals: comm1..3 NoneVatAmountSum and VatAmountSum. */
export const YIELD_TOTAL_FIELDS = ['comm1NoneVatAmountSum', 'comm1VatAmountSum', 'comm2NoneVatAmountSum', 'comm2VatAmountSum', 'comm3NoneVatAmountSum', 'comm3VatAmountSum'] as const;
export type YieldTotalField = (typeof YIELD_TOTAL_FIELDS)[number];
export type YieldTotals = Record<YieldTotalField, number | null>;

export interface ReportPage {
  items: ReportRow[];
  /** Rows of the whole filter (for paging); the rows received when the answer has none. */
  total: number;
  /** YIELD only; null when the answer carries none of the sums. */
  totals: YieldTotals | null;
}

const totalSchema = z.object({ total: z.catch(nullableNumber, null) });
const sum = z.catch(nullableNumber, null);
const totalsSchema = z.object({
  comm1NoneVatAmountSum: sum,
  comm1VatAmountSum: sum,
  comm2NoneVatAmountSum: sum,
  comm2VatAmountSum: sum,
  comm3NoneVatAmountSum: sum,
  comm3VatAmountSum: sum,
});

/** Reads a report answer `{items, total, count}` (spec §3) row by row; odd rows are returned for the error log. */
export function parseReportPage(kind: ReportKind, answer: unknown): { page: ReportPage; odd: OddRow[] } {
  const { rows, odd } = parseRows(answer, reportRowSchema(kind), (raw) => reportRowBestEffort(kind, raw));
  const total = z.safeParse(totalSchema, answer);
  let totals: YieldTotals | null = null;
  if (kind === 'yield') {
    const parsed = z.safeParse(totalsSchema, answer);
    if (parsed.success && YIELD_TOTAL_FIELDS.some((field) => parsed.data[field] !== null)) totals = parsed.data;
  }
  return { page: { items: rows, total: total.success && total.data.total !== null ? total.data.total : rows.length, totals }, odd };
}
