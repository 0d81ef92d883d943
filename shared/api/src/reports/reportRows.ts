import { z } from '../zod';
import { booleanOr, lenientText, nullableNumber } from '../lenient';
import { fieldsOf } from '../listAnswer';
import type { ReportKind } from './reportKinds';

/** How the portal reads a row field: text (also dates, ISO), money or a whole number, or a yes/no. */
export type ReportFieldType = 'text' | 'date' | 'money' | 'integer' | 'boolean';

/** The row fields each report reads (CONTRACT.md "Rows"); every one is optional and shown as '—' when absent. */
export const REPORT_ROW_FIELDS = {
  supplies: { id: 'text', invoiceNum: 'text', invoiceDate: 'date', dueDate: 'date', debtor: 'text', contractNum: 'text', registryNumber: 'text', amount: 'money', paidAmount: 'money', debtAmount: 'money', delayDays: 'integer' },
  arrears: { id: 'text', debtor: 'text', debtorInn: 'text', contractNum: 'text', invoiceNum: 'text', invoiceDate: 'date', dueDate: 'date', amount: 'money', debtAmount: 'money', overdueAmount: 'money', delayDays: 'integer' },
  repaid: { id: 'text', shipDate: 'date', invoiceNum: 'text', debtor: 'text', contractNum: 'text', amount: 'money', payDate: 'date', payNum: 'text', payAmount: 'money', restAmount: 'money' },
  incoming: { id: 'text', datePayment: 'date', paymentNum: 'text', payer: 'text', payerInn: 'text', contractNum: 'text', contractName: 'text', amount: 'money', purpose: 'text' },
  income: { id: 'text', opDate: 'date', operation: 'text', document: 'text', contractNum: 'text', debtor: 'text', incomeAmount: 'money', expenseAmount: 'money' },
  yield: {
    id: 'text',
    invoiceNum: 'text',
    debtor: 'text',
    contractNum: 'text',
    regress: 'boolean',
    financingDate: 'date',
    financingAmount: 'money',
    days: 'integer',
    comm1NoneVatAmount: 'money',
    comm1VatAmount: 'money',
    comm2NoneVatAmount: 'money',
    comm2VatAmount: 'money',
    comm3NoneVatAmount: 'money',
    comm3VatAmount: 'money',
  },
  debtorSupplies: { id: 'text', invoiceNum: 'text', invoiceDate: 'date', dueDate: 'date', supplier: 'text', contractNum: 'text', amount: 'money', paidAmount: 'money', debtAmount: 'money', delayDays: 'integer' },
} as const satisfies Record<ReportKind, Record<string, ReportFieldType>>;

/** A parsed row: texts ('' when absent), numbers (null when absent), booleans (null when absent). */
export type ReportRow = Record<string, string | number | boolean | null>;

const optionalBoolean = z.pipe(
  z.optional(z.nullable(booleanOr(false))),
  z.transform((value) => value ?? null),
);

function fieldSchema(type: ReportFieldType) {
  if (type === 'money' || type === 'integer') return nullableNumber;
  if (type === 'boolean') return optionalBoolean;
  return lenientText;
}

/** The tolerant row schema of a report: unknown fields pass, numbers may be strings, anything may be missing. */
export function reportRowSchema(kind: ReportKind): z.ZodMiniType<ReportRow> {
  const fields = REPORT_ROW_FIELDS[kind] as Record<string, ReportFieldType>;
  return z.object(Object.fromEntries(Object.entries(fields).map(([name, type]) => [name, fieldSchema(type)]))) as unknown as z.ZodMiniType<ReportRow>;
}

/** An odd row shown as best it can be: each field it can read, the others empty (never the whole list lost). */
export function reportRowBestEffort(kind: ReportKind, raw: unknown): ReportRow | null {
  const fields = fieldsOf(raw);
  if (Object.keys(fields).length === 0) return null;
  const row: ReportRow = {};
  for (const [name, type] of Object.entries(REPORT_ROW_FIELDS[kind] as Record<string, ReportFieldType>)) {
    const parsed = z.safeParse(fieldSchema(type), fields[name]);
    row[name] = parsed.success ? parsed.data : type === 'text' || type === 'date' ? '' : null;
  }
  return row;
}
