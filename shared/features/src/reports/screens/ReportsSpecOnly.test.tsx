/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import ExcelJS from 'exceljs';
import { uiStore } from '@portal/platform';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { captureSavedFiles, type SavedFile } from '@portal/platform/src/testing/savedFiles';
import { Route, Routes } from '@portal/ui/router';
import { renderInCabinet } from '@portal/ui/testing';
import { LKD_REPORTS, LKK_REPORTS, LKP_REPORTS, type ReportsCabinet } from '../reportCabinet';
import { ReportsPage } from './ReportsPage';

/** Against a server that keeps only the spec (§7): Excel of the whole filter, calls beyond §7 answered 404. */

const API = 'http://localhost/api';
const server = setupServer();
let logged: string[] = [];
let bodies: Array<{ path: string; body: Record<string, unknown> }> = [];
let saved: { files: SavedFile[]; restore: () => void };

const DEBTORS = [{ debtor: 'ООО "СтройКомплект"', debtorId: 2106, contractFactNum: '572/23-ФК', contractFactNumStatus: 'Действует', type: 'DIRECT_REGRESS', showContract: true, afStatus: 'Действует' }];
const XLSX = () => new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
const NOT_FOUND = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 });

function answer(path: string, reply: () => Response) {
  server.use(
    mock.post(`${API}/${path}`, async ({ request }) => {
      bodies.push({ path, body: (await request.json()) as Record<string, unknown> });
      return reply();
    }),
  );
}

function renderReports(cabinet: ReportsCabinet, path: string) {
  return renderInCabinet(
    <Routes>
      <Route path="reports" element={<ReportsPage cabinet={cabinet} />} />
    </Routes>,
    { path, cabinet: cabinet.pathCabinet },
  );
}

const excelButton = () => screen.getByRole('button', { name: /Выгрузить в Excel/ });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  logged = [];
  bodies = [];
  resetOddAnswerReports();
  resetUiState();
  saved = captureSavedFiles();
  server.use(
    mock.post(`${API}/log/error`, async ({ request }) => {
      logged.push(((await request.json()) as { message: string }).message);
      return new HttpResponse(null, { status: 204 });
    }),
    mock.get(`${API}/lkk/dict/debtors`, () => HttpResponse.json(DEBTORS)),
  );
});
afterEach(() => {
  server.resetHandlers();
  saved.restore();
});

describe('reports against a spec-only server', () => {
  it('asks the Excel of the whole current filter: pagination off, the filter and sort of the page, from the first page', async () => {
    answer('lkk/report/YIELD', () => HttpResponse.json({ items: [{ id: 1, debtor: 'ООО "А"' }], total: 40 }));
    answer('lkk/report/YIELD/excel', XLSX);
    renderReports(LKK_REPORTS, '/lkk/reports?report=yield&debtor=2106&regress=false&sort=financingAmount&dir=asc&page=3');
    await screen.findByRole('table');
    await waitFor(() => expect(screen.getByLabelText('Дебитор')).not.toBeDisabled());
    await userEvent.click(excelButton());
    await waitFor(() => expect(saved.files).toHaveLength(1));
    expect(bodies.find((item) => item.path === 'lkk/report/YIELD/excel')?.body).toEqual({
      sortBy: 'financingAmount',
      sortDesc: false,
      page: 0,
      size: 10,
      pagination: false,
      debtorId: 2106,
      regress: false,
    });
  });

  it('shows the arrears report as Excel only when its list (not in §7) answers 404: said in Russian, no error', async () => {
    answer('lkk/report/ARREARS', NOT_FOUND);
    answer('lkk/report/ARREARS/excel', XLSX);
    renderReports(LKK_REPORTS, '/lkk/reports?report=arrears&contract=572');
    expect(await screen.findByText('Просмотр этого отчёта на странице сервер не поддерживает: выгрузите его в Excel.')).toBeInTheDocument();
    expect(screen.queryByText(/Не удалось загрузить/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(excelButton());
    await waitFor(() => expect(saved.files).toHaveLength(1));
    expect(saved.files[0]?.name).toMatch(/^Все_дебиторская_задолженность_\d\d\.\d\d\.\d{4}\.xlsx$/);
    expect(bodies.at(-1)).toEqual({ path: 'lkk/report/ARREARS/excel', body: { sortBy: 'delayDays', sortDesc: true, page: 0, size: 10, pagination: false, contractNum: '572', debtorId: null } });
    expect(uiStore.getState().error).toBeNull();
  });

  it('an Excel call that answers 404 disables the button with a short Russian reason, no error banner, logged', async () => {
    answer('lkk/report/YIELD', () => HttpResponse.json({ items: [{ id: 1, debtor: 'ООО "А"' }], total: 1 }));
    answer('lkk/report/YIELD/excel', NOT_FOUND);
    renderReports(LKK_REPORTS, '/lkk/reports?report=yield');
    await screen.findByRole('table');
    await userEvent.click(excelButton());
    expect(await screen.findByText('Выгрузка в Excel этого отчёта сервером не поддерживается')).toBeInTheDocument();
    expect(excelButton()).toBeDisabled();
    expect(saved.files).toHaveLength(0);
    expect(uiStore.getState().error).toBeNull();
    await waitFor(() => expect(logged.some((message) => message.includes('lkk/report/YIELD/excel') && message.includes('404'))).toBe(true));
  });

  describe.each([
    { cabinet: LKK_REPORTS, path: '/lkk/reports?debtor=2106&debtPaym=true', list: 'lkk/report/SUPPLE_PAGINATION', party: 'debtor', name: /^ООО СтройКомплект_Отчет по поставкам_\d\d\.\d\d\.\d{4}\.xlsx$/ },
    { cabinet: LKD_REPORTS, path: '/lkd/reports?debtPaym=true', list: 'lkd/report/SUPPLE', party: 'supplier', name: /^Все_Отчет по поставкам_\d\d\.\d\d\.\d{4}\.xlsx$/ },
  ])('$list: §7 lists no Excel call for the supplies report', ({ cabinet, path, list, party, name }) => {
    const rows = [
      { id: 1, invoiceNum: 'УПД-1', invoiceDate: '2026-11-02', dueDate: '2026-12-02T00:00:00', [party]: 'ООО "Север"', contractNum: '572/23-ФК', amount: '1500.5', paidAmount: 0, debtAmount: 1500.5, delayDays: 3 },
      { id: 2, invoiceNum: 'УПД-2', invoiceDate: '2026-11-03', dueDate: null, [party]: 'ООО "Юг"', contractNum: '572/23-ФК', amount: 200, paidAmount: 200, debtAmount: 0, delayDays: 0 },
    ];

    it('writes the .xlsx on the page from the list call with pagination off: every row of the filter, named as §9 says, no other call', async () => {
      answer(list, () => HttpResponse.json({ items: rows, total: 2 }));
      const unknownCalls: string[] = [];
      server.events.on('request:unhandled', ({ request }) => unknownCalls.push(`${request.method} ${request.url}`));
      renderReports(cabinet, path);
      await screen.findByRole('table');
      await waitFor(() => expect(excelButton()).toBeEnabled());
      await userEvent.click(excelButton());
      await waitFor(() => expect(saved.files).toHaveLength(1));
      server.events.removeAllListeners();
      expect(unknownCalls).toEqual([]);
      expect(saved.files[0]!.name).toMatch(name);
      const excelBodies = bodies.filter((item) => item.body.pagination === false);
      expect(excelBodies).toEqual([{ path: list, body: expect.objectContaining({ page: 0, pagination: false, debtPaym: true }) }]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await saved.files[0]!.blob.arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe('Отчет по поставкам');
      const values = (number: number) => (sheet.getRow(number).values as unknown[]).slice(1);
      expect(values(1)).toEqual(cabinet === LKD_REPORTS
        ? ['УПД №', 'Дата поставки', 'Срок оплаты', 'Поставщик', 'Договор', 'Сумма поставки', 'Оплачено', 'Задолженность', 'Просрочка, дн.']
        : ['УПД №', 'Дата поставки', 'Срок оплаты', 'Дебитор', 'Договор', 'Реестр', 'Сумма поставки', 'Оплачено', 'Задолженность', 'Просрочка, дн.']);
      expect(sheet.rowCount).toBe(3);
      const first = values(2);
      expect(first.slice(0, 5)).toEqual(['УПД-1', new Date('2026-11-02T00:00:00Z'), new Date('2026-12-02T00:00:00Z'), 'ООО "Север"', '572/23-ФК']);
      expect(first.slice(-4)).toEqual([1500.5, 0, 1500.5, 3]);
      expect(sheet.getRow(2).getCell(first.length - 3).numFmt).toBe('#,##0.00');
      expect(sheet.getRow(2).getCell(2).numFmt).toBe('dd.mm.yyyy');
      expect(values(3)[2]).toBeUndefined();
      expect(excelButton()).toBeEnabled();
      expect(uiStore.getState().error).toBeNull();
    });
  });

  it('LKP: the arrears list (not in §7) answering 404 leaves the report Excel only, said in Russian, no error', async () => {
    server.use(mock.get(`${API}/lkp/dict/contract-facts`, () => HttpResponse.json(DEBTORS)));
    answer('lkp/report/ARREARS', NOT_FOUND);
    answer('lkp/report/ARREARS/excel', XLSX);
    renderReports(LKP_REPORTS, '/lkp/reports?report=arrears');
    expect(await screen.findByText('Просмотр этого отчёта на странице сервер не поддерживает: выгрузите его в Excel.')).toBeInTheDocument();
    expect(screen.queryByText(/Не удалось загрузить/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(excelButton());
    await waitFor(() => expect(saved.files).toHaveLength(1));
    expect(bodies.at(-1)?.path).toBe('lkp/report/ARREARS/excel');
    expect(uiStore.getState().error).toBeNull();
  });
});
