import { REPORT_TABLE, type ReportColumn, type ReportKind, type ReportTableRow } from '@portal/api';

export type { ReportColumn };

/** A report as its panel shows it: its row of REPORT_TABLE (@portal/api) with its kind. */
export interface ReportDefinition extends ReportTableRow {
  kind: ReportKind;
}

/** The reports of spec §1, read from the one table that describes them. */
export const REPORT_DEFINITIONS = Object.fromEntries(
  (Object.keys(REPORT_TABLE) as ReportKind[]).map((kind) => [kind, { kind, ...(REPORT_TABLE[kind] as ReportTableRow) }]),
) as Record<ReportKind, ReportDefinition>;

/** The report's default sort field (descending): spec §3 for supplies, repaid claims, incoming payments; ours otherwise. */
export function defaultSortOf(kind: ReportKind): string {
  return REPORT_TABLE[kind].defaultSort;
}
