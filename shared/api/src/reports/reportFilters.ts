import { z } from '../zod';
import type { ReportKind } from './reportKinds';
import { REPORT_TABLE, reportSortFields, type ReportFilterControl } from './reportTable';

const REPORT_KINDS = Object.keys(REPORT_TABLE) as ReportKind[];

/** Server-side sort fields per report (REPORT_TABLE); the first is the default, descending. */
export const REPORT_SORT_FIELDS = Object.fromEntries(REPORT_KINDS.map((kind) => [kind, reportSortFields(kind)])) as Record<
  ReportKind,
  readonly [string, ...string[]]
>;

/** The request body field behind each filter control (spec §3 filters; CONTRACT.md where the spec is silent). */
const FILTER_FIELDS = {
  debtPaym: z.boolean(),
  contractNum: z.optional(z.nullable(z.string())),
  debtorId: z.optional(z.nullable(z.number())),
  contractName: z.optional(z.nullable(z.string())),
  regress: z.optional(z.nullable(z.boolean())),
} satisfies Record<ReportFilterControl, z.ZodMiniType>;

/** What every report request carries, and the filters a report may add (only those its row of REPORT_TABLE names). */
export interface AnyReportFilter {
  sortBy: string;
  sortDesc: boolean;
  page: number;
  size: number;
  pagination: boolean;
  count?: number;
  debtPaym?: boolean;
  contractNum?: string | null;
  debtorId?: number | null;
  contractName?: string | null;
  regress?: boolean | null;
}

function filterSchema(kind: ReportKind): z.ZodMiniType<AnyReportFilter> {
  const filters = Object.fromEntries(REPORT_TABLE[kind].filters.map((control: ReportFilterControl) => [control, FILTER_FIELDS[control]]));
  return z.strictObject({
    sortBy: z.enum(REPORT_SORT_FIELDS[kind]),
    sortDesc: z.boolean(),
    page: z.number().check(z.int(), z.gte(0)),
    size: z.number().check(z.int(), z.gte(1)),
    pagination: z.boolean(),
    count: z.optional(z.number()),
    ...filters,
  }) as unknown as z.ZodMiniType<AnyReportFilter>;
}

/** Request bodies per report, strict: the paging fields and the report's own filters, nothing else. */
export const reportFilterSchemas = Object.fromEntries(REPORT_KINDS.map((kind) => [kind, filterSchema(kind)])) as Record<
  ReportKind,
  z.ZodMiniType<AnyReportFilter>
>;
