import { z } from '../zod';
import { booleanOr, lenientText, nullableNumber } from '../lenient';
import { bestEffortRow } from '../bestEffortRow';
import type { ReportKind } from './reportKinds';
import { REPORT_TABLE, type ReportColumn, type ReportFieldType } from './reportTable';

/** The row fields each report reads (CONTRACT.md "Rows"): its id and every column; all optional, '—' when absent. */
export const REPORT_ROW_FIELDS = Object.fromEntries(
  (Object.keys(REPORT_TABLE) as ReportKind[]).map((kind) => [
    kind,
    { id: 'text', ...Object.fromEntries(REPORT_TABLE[kind].columns.map((column: ReportColumn) => [column.field, column.type])) } as Record<string, ReportFieldType>,
  ]),
) as Record<ReportKind, Record<string, ReportFieldType>>;

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

function rowObject(kind: ReportKind) {
  return z.object(Object.fromEntries(Object.entries(REPORT_ROW_FIELDS[kind]).map(([name, type]) => [name, fieldSchema(type)])));
}

/** The tolerant row schema of a report: unknown fields pass, numbers may be strings, anything may be missing. */
export function reportRowSchema(kind: ReportKind): z.ZodMiniType<ReportRow> {
  return rowObject(kind) as unknown as z.ZodMiniType<ReportRow>;
}

const bestEffortByKind = new Map<ReportKind, (raw: unknown) => ReportRow | null>();

/** An odd row shown as best it can be: each field it can read, the others empty (never the whole list lost). */
export function reportRowBestEffort(kind: ReportKind, raw: unknown): ReportRow | null {
  let read = bestEffortByKind.get(kind);
  if (!read) {
    read = bestEffortRow(rowObject(kind)) as (raw: unknown) => ReportRow | null;
    bestEffortByKind.set(kind, read);
  }
  return read(raw);
}
