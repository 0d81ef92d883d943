import { z } from '../zod';
import type { ReportKind } from './reportKinds';

/** Server-side sort fields per report (CONTRACT.md); the first is the default, descending. */
export const REPORT_SORT_FIELDS = {
  supplies: ['invoiceDate', 'dueDate', 'amount', 'debtAmount', 'debtor', 'contractNum'],
  arrears: ['delayDays', 'dueDate', 'invoiceDate', 'debtAmount', 'debtor'],
  repaid: ['shipDate', 'payDate', 'payAmount', 'debtor'],
  incoming: ['datePayment', 'amount', 'payer'],
  income: ['opDate', 'amount', 'operation'],
  yield: ['financingDate', 'financingAmount', 'debtor'],
  debtorSupplies: ['invoiceDate', 'dueDate', 'amount', 'debtAmount', 'supplier'],
} as const satisfies Record<ReportKind, readonly [string, ...string[]]>;

export type ReportSortField<Kind extends ReportKind> = (typeof REPORT_SORT_FIELDS)[Kind][number];

function paging<Kind extends ReportKind>(kind: Kind) {
  return {
    sortBy: z.enum(REPORT_SORT_FIELDS[kind]),
    sortDesc: z.boolean(),
    page: z.number().check(z.int(), z.gte(0)),
    size: z.number().check(z.int(), z.gte(1)),
    pagination: z.boolean(),
    count: z.optional(z.number()),
  };
}

const contractNum = z.optional(z.nullable(z.string()));
const debtorId = z.optional(z.nullable(z.number()));

/** Request bodies per report (spec §3 filters; CONTRACT.md where the spec is silent), strict. */
export const reportFilterSchemas = {
  supplies: z.strictObject({ ...paging('supplies'), debtPaym: z.boolean(), contractNum, debtorId }),
  arrears: z.strictObject({ ...paging('arrears'), contractNum, debtorId }),
  repaid: z.strictObject({ ...paging('repaid'), contractNum, debtorId }),
  incoming: z.strictObject({ ...paging('incoming'), contractNum, contractName: z.optional(z.nullable(z.string())) }),
  income: z.strictObject({ ...paging('income'), contractNum, debtorId }),
  yield: z.strictObject({ ...paging('yield'), debtorId, regress: z.optional(z.nullable(z.boolean())) }),
  debtorSupplies: z.strictObject({ ...paging('debtorSupplies'), debtPaym: z.boolean(), contractNum }),
};

export type ReportFilter<Kind extends ReportKind> = z.infer<(typeof reportFilterSchemas)[Kind]>;
export type AnyReportFilter = { [Kind in ReportKind]: ReportFilter<Kind> }[ReportKind];
