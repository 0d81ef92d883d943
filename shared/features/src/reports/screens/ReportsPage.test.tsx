/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { uiStore } from '@portal/platform';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { Route, Routes } from '@portal/ui/router';
import { renderInCabinet } from '@portal/ui/testing';
import { captureSavedFiles, type SavedFile } from '@portal/platform/src/testing/savedFiles';
import { LKD_REPORTS, LKK_REPORTS, LKP_REPORTS, type ReportsCabinet } from '../reportCabinet';
import { fixDate } from '../../../../testing/src/fixedDate';
import { heldAnswer } from '../../../../testing/src/heldAnswer';
import { ReportsPage } from './ReportsPage';

let saved: { files: SavedFile[]; restore: () => void };

const API = 'http://localhost/api';
const server = setupServer();
let logged: string[] = [];
let bodies: Array<{ path: string; body: Record<string, unknown> }> = [];

const SUPPLY_ROWS = [
  { id: 1, invoiceNum: '110050', invoiceDate: '2025-05-05', dueDate: '2025-06-19', debtor: 'ООО "СтройКомплект"', contractNum: '572/23-ФК', registryNumber: 'Р-1001/25', amount: '2302745.19', paidAmount: 1197427.5, debtAmount: 1105317.69, delayDays: 0, extra: true },
  { id: 2, invoiceNum: '110051', invoiceDate: '2025-05-04', amount: 1000 },
  { id: 3, invoiceNum: '110052', invoiceDate: '2025-05-03', amount: 'много' },
];
const DEBTORS = [
  { debtor: 'ООО "СтройКомплект"', debtorId: 2106, contractFactNum: '572/23-ФК', contractFactExternalId: 'CF-1', contractFactNumStatus: 'Действует', type: 'DIRECT_REGRESS', showContract: true, afStatus: 'Действует' },
  { debtor: 'АО "Север"', debtorId: '2107', contractFactNum: '573/23-ФК', contractFactExternalId: 'CF-2', contractFactNumStatus: 'Действует', type: 'DIRECT_NOT_REGRESS', showContract: true, afStatus: 'Действует' },
];

function answer(path: string, reply: Record<string, unknown> | (() => Response | Promise<Response>)) {
  server.use(
    mock.post(`${API}/${path}`, async ({ request }) => {
      bodies.push({ path, body: (await request.json()) as Record<string, unknown> });
      return typeof reply === 'function' ? (reply as () => Response | Promise<Response>)() : HttpResponse.json(reply as Record<string, never>);
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
    mock.get(`${API}/lkp/dict/contract-facts`, () => HttpResponse.json(DEBTORS)),
  );
});
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers();
  saved.restore();
});

describe('reports page', () => {
  it('asks for the URL’s filter and shows the rows in the §9 formats, an odd row as best it can and logged', async () => {
    answer('lkk/report/SUPPLE_PAGINATION', { items: SUPPLY_ROWS, total: '45', count: 3 });
    renderReports(LKK_REPORTS, '/lkk/reports?debtPaym=true&page=2&contract=572');
    const table = await screen.findByRole('table', { name: 'Отчет по поставкам' });
    expect(bodies[0]).toEqual({ path: 'lkk/report/SUPPLE_PAGINATION', body: { sortBy: 'invoiceDate', sortDesc: true, page: 1, size: 10, pagination: true, debtPaym: true, contractNum: '572', debtorId: null } });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('05.05.2025');
    expect(rows[1]).toHaveTextContent('2 302 745,19');
    expect(rows[1]).toHaveTextContent('ООО "СтройКомплект"');
    expect(rows[2]).toHaveTextContent('1 000');
    expect(rows[3]).toHaveTextContent('110052');
    expect(screen.getByText('Страница 2 из 5')).toBeInTheDocument();
    expect(screen.getByLabelText('Оплаченные поставки')).toHaveValue('true');
    expect(screen.getByRole('columnheader', { name: /Дата поставки/ })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(logged.some((message) => message.includes('lkk/report/SUPPLE_PAGINATION') && message.includes('row 2'))).toBe(true));
  });

  it('pages, sorts, switches debtPaym and the debtor on the server', async () => {
    answer('lkk/report/SUPPLE_PAGINATION', { items: SUPPLY_ROWS, total: 45 });
    renderReports(LKK_REPORTS, '/lkk/reports');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(bodies.at(-1)?.body).toMatchObject({ page: 1 }));
    await userEvent.click(screen.getByRole('button', { name: /^Сумма поставки: сортировать/ }));
    await waitFor(() => expect(bodies.at(-1)?.body).toMatchObject({ sortBy: 'amount', sortDesc: true, page: 0 }));
    await userEvent.selectOptions(screen.getByLabelText('Оплаченные поставки'), 'Отображать');
    await waitFor(() => expect(bodies.at(-1)?.body).toMatchObject({ debtPaym: true, sortBy: 'amount' }));
    await waitFor(() => expect(screen.getByLabelText('Дебитор')).not.toBeDisabled());
    expect(within(screen.getByLabelText('Дебитор')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Все', 'ООО "СтройКомплект"', 'АО "Север"']);
    await userEvent.selectOptions(screen.getByLabelText('Дебитор'), 'АО "Север"');
    await waitFor(() => expect(bodies.at(-1)?.body).toMatchObject({ debtorId: 2107, debtPaym: true }));
    expect(await screen.findByRole('table', { name: 'Отчет по поставкам, дебитор: АО "Север"' })).toBeInTheDocument();
  });

  it('shows the yield report with its totals row', async () => {
    answer('lkk/report/YIELD', {
      items: [{ id: 9, invoiceNum: '1', debtor: 'ООО "А"', regress: 'true', financingDate: '2025-04-01', financingAmount: 800, comm1NoneVatAmount: 10, comm2NoneVatAmount: '250', comm2VatAmount: 50 }],
      total: 1,
      count: 1,
      comm1NoneVatAmountSum: 6333046.21,
      comm1VatAmountSum: 0,
      comm2NoneVatAmountSum: '46000',
      comm2VatAmountSum: 9200,
      comm3NoneVatAmountSum: 443995.07,
      comm3VatAmountSum: 88798.98,
    });
    renderReports(LKK_REPORTS, '/lkk/reports?report=yield&regress=true');
    await screen.findByRole('table', { name: /Начисленные комиссии/ });
    expect(bodies[0]?.body).toEqual({ sortBy: 'financingDate', sortDesc: true, page: 0, size: 10, pagination: true, debtorId: null, regress: true });
    const totals = screen.getByTestId('report-totals');
    expect(totals).toHaveTextContent('Итого по отчёту');
    expect(totals).toHaveTextContent('6 333 046,21');
    expect(totals).toHaveTextContent('46 000');
    expect(totals).toHaveTextContent('88 798,98');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('С регрессом');
  });

  it('names each commission column by its commission and says which is the sum without VAT and which the VAT on it', async () => {
    answer('lkk/report/YIELD', { items: [{ id: 9, invoiceNum: '1' }], total: 1 });
    renderReports(LKK_REPORTS, '/lkk/reports?report=yield');
    const table = await screen.findByRole('table', { name: /Начисленные комиссии/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/\s*[↑↓]$/, ''))
      .slice(-6);
    expect(headers).toEqual(['Комиссия 1 (без НДС)', 'НДС по комиссии 1', 'Комиссия 2 (без НДС)', 'НДС по комиссии 2', 'Комиссия 3 (без НДС)', 'НДС по комиссии 3']);
  });

  it('shows an organisation, the key a report row is known by, whole: wrapped within its column, never cut to a tooltip', async () => {
    const name = 'ООО "Дальневосточная торговая сеть Приморья и Хабаровского края"';
    answer('lkk/report/YIELD', { items: [{ id: 9, invoiceNum: '1', debtor: name }], total: 1 });
    renderReports(LKK_REPORTS, '/lkk/reports?report=yield');
    const table = await screen.findByRole('table', { name: /Начисленные комиссии/ });
    const cell = within(table).getByRole('cell', { name: name });
    expect(cell).toHaveStyle({ whiteSpace: 'normal' });
    expect(within(cell).getByText(name)).not.toHaveStyle({ textOverflow: 'ellipsis' });
    expect(within(cell).getByText(name)).not.toHaveAttribute('title');
  });

  it('shows a sum the yield answer lacks as 0 in the totals row (spec §9: empty money shows 0), never a blank cell', async () => {
    answer('lkk/report/YIELD', { items: [{ id: 9, invoiceNum: '1' }], total: 1, comm1NoneVatAmountSum: 10 });
    renderReports(LKK_REPORTS, '/lkk/reports?report=yield');
    await screen.findByRole('table', { name: /Начисленные комиссии/ });
    const sums = within(screen.getByTestId('report-totals')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(sums).toEqual(['10', '0', '0', '0', '0', '0']);
  });

  it('LKP asks the lkp path where §7 gives /{cabinet}/, switching reports by tab', async () => {
    answer('lkk/report/SUPPLE_PAGINATION', { items: SUPPLY_ROWS, total: 3 });
    answer('lkp/report/ARREARS', { items: [{ id: 1, debtor: 'ООО "А"', debtAmount: 5 }], total: 1 });
    renderReports(LKP_REPORTS, '/lkp/reports');
    await screen.findByRole('table', { name: 'Отчет по поставкам' });
    await userEvent.click(screen.getByRole('tab', { name: 'Задолженность плательщиков' }));
    await screen.findByRole('table', { name: 'Дебиторская задолженность плательщиков' });
    expect(bodies.at(-1)).toEqual({ path: 'lkp/report/ARREARS', body: { sortBy: 'delayDays', sortDesc: true, page: 0, size: 10, pagination: true, contractNum: null, debtorId: null } });
  });

  it('shows an empty state, and a failure with a retry', async () => {
    answer('lkd/report/SUPPLE', { items: [], total: 0 });
    renderReports(LKD_REPORTS, '/lkd/reports');
    expect(await screen.findByText('Нет данных для отчёта по выбранным условиям.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText('Дебитор')).toBeNull();
    server.use(mock.post(`${API}/lkd/report/SUPPLE`, () => HttpResponse.json({ message: 'нет' }, { status: 404 })));
    await userEvent.selectOptions(screen.getByLabelText('Оплаченные поставки'), 'Отображать');
    expect(await screen.findByText(/Не удалось загрузить отчёт/)).toBeInTheDocument();
    answer('lkd/report/SUPPLE', { items: [{ id: 1, supplier: 'ООО "Мишутка"', amount: 10 }], total: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('ООО "Мишутка"')).toBeInTheDocument();
  });

  it('downloads the Excel of the current filter under the spec’s name (once for a double click); a failed one is silent but logged', async () => {
    fixDate('2026-03-14T22:30:00Z');
    answer('lkk/report/PAY_RES', { items: SUPPLY_ROWS, total: 3 });
    // Held until the double click is over, so its second click comes while the download is under way.
    const download = heldAnswer();
    answer('lkk/report/PAY_RES/excel', async () => {
      await download.held;
      return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-length': '4' } });
    });
    renderReports(LKK_REPORTS, '/lkk/reports?report=repaid&debtor=2106&page=2');
    await screen.findByRole('table');
    await waitFor(() => expect(screen.getByLabelText('Дебитор')).not.toBeDisabled());
    await userEvent.dblClick(screen.getByRole('button', { name: /Выгрузить в Excel/ }));
    download.release();
    await waitFor(() => expect(saved.files).toHaveLength(1));
    expect(bodies.filter((item) => item.path.endsWith('/excel'))).toHaveLength(1);
    // The day of the download in Moscow: 01:30 on 15 March there is still 14 March in UTC.
    expect(saved.files[0]?.name).toBe('ООО СтройКомплект_погашенные_требования_15.03.2026.xlsx');
    expect(bodies.find((item) => item.path.endsWith('/excel'))?.body).toEqual({ sortBy: 'shipDate', sortDesc: true, page: 0, size: 10, pagination: false, contractNum: null, debtorId: 2106 });

    server.use(mock.post(`${API}/lkk/report/PAY_RES/excel`, () => HttpResponse.json({ message: 'сбой' }, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: /Выгрузить в Excel/ }));
    await waitFor(() => expect(logged.some((message) => message.includes('download failed'))).toBe(true));
    expect(saved.files).toHaveLength(1);
    expect(uiStore.getState().error).toBeNull();
    expect(uiStore.getState().sessionContinue).toBe(false);
  });
});
