import { z } from 'zod';
import { idInput } from '../api/contract/idInput';
import type { World } from '../world/world';
import type { OwnerKey } from '../world/worldTypes';

/** A cell type of the report's workbook: money is a number with a money format, a date a real date. */
export type ColumnType = 'text' | 'money' | 'date' | 'integer';

export interface ReportColumn<Row> {
  header: string;
  type: ColumnType;
  value: (row: Row) => string | number | null;
  width?: number;
  /** The answer's sum shown under this column in the «Итого» row (YIELD). */
  totalKey?: string;
}

/** A report row: its id, plus the fields of its JSON answer. */
export type ReportRow = { id: number } & Record<string, unknown>;

/** One report of spec §1: its strict filter, its rows for the owner, sorting, workbook columns, totals. */
export interface ReportDefinition<Row extends ReportRow, Filter extends BaseFilter> {
  /** The sheet's name and the workbook's title. */
  title: string;
  check: z.ZodType<Filter>;
  /** Every row of the owner that passes the filter's conditions (not sorted, not paged). */
  rows: (world: World, owner: OwnerKey, filter: Filter) => Row[];
  sortKeys: Record<Filter['sortBy'], (row: Row) => string | number>;
  columns: ReadonlyArray<ReportColumn<Row>>;
  /** Top-level sums of the answer over all filtered rows (YIELD). */
  totals?: (rows: readonly Row[]) => Record<string, number>;
  /** The JSON row, varied where the contract is silent (numbers as strings, extra fields). */
  answerRow: (row: Row) => Record<string, unknown>;
}

export interface BaseFilter {
  sortBy: string;
  sortDesc: boolean;
  page: number;
  size: number;
  pagination: boolean;
  count?: number | undefined;
}

/** The paging and sorting part every report filter shares (spec §3), with the report's sortable fields. */
export function baseFilter<const Fields extends readonly [string, ...string[]]>(sortFields: Fields) {
  return {
    sortBy: z.enum(sortFields),
    sortDesc: z.boolean(),
    page: z.number().int().min(0),
    size: z.number().int().min(1).max(500),
    pagination: z.boolean(),
    count: z.number().int().min(0).optional(),
  };
}

/** Optional filter fields: a contract number (part of it, any case) and a debtor id; null or absent is "all". */
export const contractNumField = z.string().max(100).nullable().optional();
export const debtorIdField = idInput.nullable().optional();

export function contractMatches(contractNum: string, wanted: string | null | undefined): boolean {
  return !wanted || contractNum.toLowerCase().includes(wanted.trim().toLowerCase());
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** A number as a Java back end might send it ("1500000.00"), for every fourth row (ARCHITECTURE rule 8). */
export function moneyVariant(id: number, value: number): number | string {
  return id % 4 === 0 ? value.toFixed(2) : value;
}
