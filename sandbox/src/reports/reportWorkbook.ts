import ExcelJS from 'exceljs';
import type { World } from '../world/world';
import { WORLD_TODAY } from '../world/worldCalendar';
import type { OwnerKey } from '../world/worldTypes';
import type { BaseFilter, ReportColumn, ReportDefinition, ReportRow } from './reportDefinition';
import { runReport } from './runReport';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MONEY_FORMAT = '#,##0.00';
export const DATE_FORMAT = 'dd.mm.yyyy';

function cellValue<Row>(column: ReportColumn<Row>, row: Row): string | number | Date | null {
  const value = column.value(row);
  if (value === null) return null;
  if (column.type === 'date') return new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
  return value;
}

/**
 * A real .xlsx of the report for the filter: a bold header row, then the rows the list call answers for the same
 * filter in its sort order (`pagination: true`: only that page's rows; `false`: every row of the filter), money as
 * numbers with a money format, dates as dates; YIELD ends with an «Итого» row of its sums, of the whole filter as
 * the list's totals are.
 */
export async function reportWorkbook<Row extends ReportRow, Filter extends BaseFilter>(definition: ReportDefinition<Row, Filter>, world: World, owner: OwnerKey, filter: Filter): Promise<Buffer> {
  const { all, page } = runReport(definition, world, owner, filter);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Песочница портала факторинга';
  // The world's today: the same filter gives the same workbook.
  workbook.created = new Date(`${WORLD_TODAY}T00:00:00Z`);
  workbook.title = definition.title;
  const sheet = workbook.addWorksheet(definition.title.slice(0, 31));
  sheet.columns = definition.columns.map((column) => ({ header: column.header, width: column.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of page) sheet.addRow(definition.columns.map((column) => cellValue(column, row)));
  const totals = definition.totals?.(all);
  if (totals) {
    const cells = definition.columns.map((column, index) => {
      if (index === 0) return 'Итого';
      return column.totalKey ? (totals[column.totalKey] ?? null) : null;
    });
    sheet.addRow(cells).font = { bold: true };
  }
  definition.columns.forEach((column, index) => {
    if (column.type === 'money') sheet.getColumn(index + 1).numFmt = MONEY_FORMAT;
    if (column.type === 'date') sheet.getColumn(index + 1).numFmt = DATE_FORMAT;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
