/** @jest-environment node */
import ExcelJS from 'exceljs';
import { startRegistryTestKit, type RegistryTestKit } from '../registries/registryTestKit';
import { arrearsReport } from './arrearsReport';
import { debtorSuppliesReport } from './debtorSuppliesReport';
import { incomeStatementReport } from './incomeStatementReport';
import { incomingPaymentsReport } from './incomingPaymentsReport';
import type { ReportDefinition } from './reportDefinition';
import { repaidClaimsReport } from './repaidClaimsReport';
import { suppliesReport } from './suppliesReport';
import { yieldReport } from './yieldReport';

jest.setTimeout(120_000);

let kit: RegistryTestKit;
beforeAll(async () => {
  kit = await startRegistryTestKit();
});
afterAll(async () => {
  await kit.sandbox.stop();
});

const PAGE = { sortDesc: true, page: 0, size: 10, pagination: true };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of differently typed reports
type AnyReport = ReportDefinition<any, any>;

/** [name, user, list path, excel path, report, default filter]: every report of every cabinet. */
const REPORTS: Array<[string, string, string, string, AnyReport, Record<string, unknown>]> = [
  ['supplies', 'supplier', '/lkk/report/SUPPLE_PAGINATION', '/lkk/report/SUPPLE_PAGINATION/excel', suppliesReport, { sortBy: 'invoiceDate', debtPaym: false, contractNum: null, debtorId: null }],
  ['supplies (LKP)', 'principal', '/lkk/report/SUPPLE_PAGINATION', '/lkk/report/SUPPLE_PAGINATION/excel', suppliesReport, { sortBy: 'invoiceDate', debtPaym: true, contractNum: null, debtorId: null }],
  ['arrears', 'supplier', '/lkk/report/ARREARS', '/lkk/report/ARREARS/excel', arrearsReport, { sortBy: 'delayDays', contractNum: null, debtorId: null }],
  ['arrears (LKP)', 'principal', '/lkp/report/ARREARS', '/lkp/report/ARREARS/excel', arrearsReport, { sortBy: 'delayDays', contractNum: null, debtorId: null }],
  ['repaid claims', 'supplier', '/lkk/report/PAY_RES', '/lkk/report/PAY_RES/excel', repaidClaimsReport, { sortBy: 'shipDate', contractNum: null, debtorId: null }],
  ['repaid claims (LKP)', 'principal', '/lkk/report/PAY_RES', '/lkp/report/PAY_RES/excel', repaidClaimsReport, { sortBy: 'shipDate', contractNum: null, debtorId: null }],
  ['incoming payments', 'supplier', '/lkk/report/REP_IN_PAY', '/lkk/report/REP_IN_PAY/excel', incomingPaymentsReport, { sortBy: 'datePayment', contractNum: null, contractName: null }],
  ['incoming payments (LKP)', 'principal', '/lkk/report/REP_IN_PAY', '/lkk/report/REP_IN_PAY/excel', incomingPaymentsReport, { sortBy: 'datePayment', contractNum: null, contractName: null }],
  ['income statement', 'supplier', '/lkk/report/income_statement', '/lkk/report/INCOME_STATEMENT/excel', incomeStatementReport, { sortBy: 'opDate', contractNum: null, debtorId: null }],
  ['income statement (LKP)', 'principal', '/lkk/report/income_statement', '/lkk/report/INCOME_STATEMENT/excel', incomeStatementReport, { sortBy: 'opDate', contractNum: null, debtorId: null }],
  ['yield', 'supplier', '/lkk/report/YIELD', '/lkk/report/YIELD/excel', yieldReport, { sortBy: 'financingDate', debtorId: null, regress: null }],
  ['yield (LKP)', 'principal', '/lkk/report/YIELD', '/lkk/report/YIELD/excel', yieldReport, { sortBy: 'financingDate', debtorId: null, regress: null }],
  ['debtor supplies', 'debtor', '/lkd/report/SUPPLE', '/lkd/report/SUPPLE/excel', debtorSuppliesReport, { sortBy: 'invoiceDate', debtPaym: true, contractNum: null }],
];

const idsOf = (items: Array<{ id: number }>) => items.map((item) => item.id);

async function workbookOf(response: Response): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** What a JSON row's cell should hold in the workbook: money as a number, a date as a date. */
function expectedCell(report: AnyReport, index: number, item: Record<string, unknown>): unknown {
  const column = report.columns[index];
  const value = column?.value(item);
  if (value === null || value === undefined) return column?.type === 'money' ? 0 : null;
  if (column?.type === 'date') return new Date(`${String(value)}T00:00:00Z`);
  if (column?.type === 'money' || column?.type === 'integer') return Number(value);
  return String(value);
}

describe.each(REPORTS)('report %s', (_name, user, listPath, excelPath, report, filter) => {
  it('pages by 10 from page 0 on the server, sorted, and the pages make up the whole list', async () => {
    const first = await kit.json('POST', listPath, user, { ...PAGE, ...filter });
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThan(10);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.count).toBe(10);
    const all = await kit.json('POST', listPath, user, { ...PAGE, ...filter, pagination: false });
    expect(all.body.items).toHaveLength(all.body.total);
    const second = await kit.json('POST', listPath, user, { ...PAGE, ...filter, page: 1 });
    expect([...idsOf(first.body.items), ...idsOf(second.body.items)]).toEqual(idsOf(all.body.items).slice(0, 20));
    const key = report.sortKeys[filter.sortBy as string] as (row: unknown) => string | number;
    const keys = all.body.items.map((item: unknown) => (typeof key(item) === 'string' && /^\d+(\.\d+)?$/.test(String(key(item))) ? Number(key(item)) : key(item)));
    expect(keys).toEqual([...keys].sort((a, b) => (typeof a === 'number' ? (b as number) - a : String(b).localeCompare(String(a)))));
  });

  it('answers a workbook that opens with exceljs and holds the JSON rows of the same filter', async () => {
    const response = await kit.call('POST', excelPath, user, { ...PAGE, ...filter, page: 1, pagination: false });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const sheet = await workbookOf(response);
    const all = (await kit.json('POST', listPath, user, { ...PAGE, ...filter, pagination: false })).body;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(report.columns.map((column) => column.header));
    const totalsRows = report.totals ? 1 : 0;
    expect(sheet.rowCount).toBe(1 + all.total + totalsRows);
    all.items.forEach((item: Record<string, unknown>, rowIndex: number) => {
      const cells = (sheet.getRow(rowIndex + 2).values as unknown[]).slice(1);
      report.columns.forEach((column, index) => {
        const expected = expectedCell(report, index, item);
        if (expected === null) expect(cells[index] ?? null).toBeNull();
        else expect(cells[index]).toEqual(expected);
      });
    });
    report.columns.forEach((column, index) => {
      if (column.type === 'money') expect(sheet.getColumn(index + 1).numFmt).toBe('#,##0.00');
      if (column.type === 'date') expect(sheet.getColumn(index + 1).numFmt).toBe('dd.mm.yyyy');
    });
    if (report.totals) {
      const totals = (sheet.getRow(all.total + 2).values as unknown[]).slice(1);
      expect(totals[0]).toBe('Итого');
      report.columns.forEach((column, index) => {
        if (column.totalKey) expect(totals[index]).toBe(all[column.totalKey]);
      });
    }
  });

  it('honours pagination as the list does: with pagination true only that page, with false every row of the filter', async () => {
    const rowsOf = async (body: Record<string, unknown>) => {
      const response = await kit.call('POST', excelPath, user, body);
      expect(response.status).toBe(200);
      const sheet = await workbookOf(response);
      const invoiceColumn = 1;
      return Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2).getCell(invoiceColumn).value).filter((value) => value !== 'Итого');
    };
    const listFirst = (await kit.json('POST', listPath, user, { ...PAGE, ...filter, page: 1 })).body;
    const pageRows = await rowsOf({ ...PAGE, ...filter, page: 1 });
    expect(pageRows).toHaveLength(listFirst.count);
    expect(pageRows.length).toBeLessThan(listFirst.total);
    const firstCells = listFirst.items.map((item: Record<string, unknown>) => expectedCell(report, 0, item));
    expect(pageRows).toEqual(firstCells);
    const allRows = await rowsOf({ ...PAGE, ...filter, size: 10, pagination: false });
    expect(allRows).toHaveLength(listFirst.total);
  });

  it('refuses a filter with an unknown field or a wrong sort with a Russian 400', async () => {
    const extra = await kit.json('POST', listPath, user, { ...PAGE, ...filter, colour: 'red' });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/лишние поля: colour/);
    const sort = await kit.json('POST', excelPath, user, { ...PAGE, ...filter, sortBy: 'nothing' });
    expect(sort.status).toBe(400);
    expect(sort.body.message).toMatch(/sortBy/);
  });
});

describe('report filters really filter', () => {
  const supplies = (user: string, change: Record<string, unknown>) =>
    kit.json('POST', '/lkk/report/SUPPLE_PAGINATION', user, { ...PAGE, sortBy: 'invoiceDate', debtPaym: false, contractNum: null, debtorId: null, pagination: false, ...change });

  it('debtPaym false hides supplies repaid in full; true shows them', async () => {
    const hidden = (await supplies('supplier', {})).body.items as Array<{ debtAmount: unknown }>;
    const shown = (await supplies('supplier', { debtPaym: true })).body.items as Array<{ debtAmount: unknown }>;
    expect(shown.length).toBeGreaterThan(hidden.length);
    expect(hidden.every((item) => Number(item.debtAmount) > 0)).toBe(true);
    expect(shown.some((item) => Number(item.debtAmount) === 0)).toBe(true);
  });

  it('debtorId and contractNum keep only that debtor or contract', async () => {
    const all = (await supplies('supplier', { debtPaym: true })).body.items as Array<{ debtorId: number; contractNum: string }>;
    const debtorId = all[0]?.debtorId;
    const byDebtor = (await supplies('supplier', { debtPaym: true, debtorId })).body.items as Array<{ debtorId: number }>;
    expect(byDebtor.length).toBe(all.filter((item) => item.debtorId === debtorId).length);
    expect(byDebtor.length).toBeLessThan(all.length);
    const contractNum = all.at(-1)?.contractNum;
    const byContract = (await supplies('supplier', { debtPaym: true, contractNum })).body.items as Array<{ contractNum: string }>;
    expect(byContract.length).toBe(all.filter((item) => item.contractNum === contractNum).length);
  });

  it('regress splits the yield report and its totals', async () => {
    const yieldOf = async (regress: boolean | null) =>
      (await kit.json('POST', '/lkk/report/YIELD', 'supplier', { ...PAGE, sortBy: 'financingDate', debtorId: null, regress, pagination: false })).body;
    const [all, withRegress, without] = await Promise.all([yieldOf(null), yieldOf(true), yieldOf(false)]);
    expect(withRegress.total + without.total).toBe(all.total);
    expect(withRegress.items.every((item: { regress: boolean }) => item.regress)).toBe(true);
    expect(Math.round((withRegress.comm3NoneVatAmountSum + without.comm3NoneVatAmountSum) * 100) / 100).toBe(all.comm3NoneVatAmountSum);
  });

  it('contractName keeps incoming payments whose contract name contains the text', async () => {
    const all = (await kit.json('POST', '/lkk/report/REP_IN_PAY', 'supplier', { ...PAGE, sortBy: 'datePayment', pagination: false })).body.items as Array<{ contractName: string; payer: string }>;
    const payer = all[0]?.payer ?? '';
    const word = payer.replace(/^\S+\s+"?/, '').slice(0, 5).toLowerCase();
    const some = (await kit.json('POST', '/lkk/report/REP_IN_PAY', 'supplier', { ...PAGE, sortBy: 'datePayment', pagination: false, contractName: word })).body.items as Array<{ contractName: string }>;
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
    expect(some.every((item) => item.contractName.toLowerCase().includes(word))).toBe(true);
  });

  it('agrees across reports: paid amounts equal the repaid claims, arrears the open debts', async () => {
    const rows = (await supplies('principal', { debtPaym: true })).body.items as Array<{ invoiceNum: string; paidAmount: number; debtAmount: unknown }>;
    const repaid = (await kit.json('POST', '/lkk/report/PAY_RES', 'principal', { ...PAGE, sortBy: 'shipDate', pagination: false })).body.items as Array<{ invoiceNum: string; payAmount: unknown }>;
    for (const row of rows) {
      const paid = repaid.filter((item) => item.invoiceNum === row.invoiceNum).reduce((sum, item) => sum + Number(item.payAmount), 0);
      expect(Math.round(paid * 100) / 100).toBe(row.paidAmount);
    }
    const arrears = (await kit.json('POST', '/lkp/report/ARREARS', 'principal', { ...PAGE, sortBy: 'delayDays', pagination: false })).body.items as Array<{ invoiceNum: string }>;
    expect(arrears.length).toBeGreaterThan(0);
    const open = new Set(rows.filter((row) => Number(row.debtAmount) > 0).map((row) => row.invoiceNum));
    expect(arrears.every((item) => open.has(item.invoiceNum))).toBe(true);
  });
});

describe('report access', () => {
  it.each([
    ['debtor', '/lkk/report/SUPPLE_PAGINATION'],
    ['supplier', '/lkp/report/ARREARS'],
    ['supplier', '/lkd/report/SUPPLE'],
    ['agent', '/lkk/report/YIELD'],
  ])('%s may not call %s (403)', async (user, path) => {
    const { status } = await kit.json('POST', path, user, { ...PAGE, sortBy: 'invoiceDate', debtPaym: true });
    expect(status).toBe(403);
  });

  it('shows each user only their own supplies', async () => {
    const body = { ...PAGE, sortBy: 'invoiceDate', debtPaym: true, pagination: false };
    const supplier = (await kit.json('POST', '/lkk/report/SUPPLE_PAGINATION', 'supplier', body)).body.items as Array<{ id: number }>;
    const principal = (await kit.json('POST', '/lkk/report/SUPPLE_PAGINATION', 'principal', body)).body.items as Array<{ id: number }>;
    const principalIds = new Set(idsOf(principal));
    expect(supplier.some((item) => principalIds.has(item.id))).toBe(false);
  });
});
