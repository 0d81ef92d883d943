/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { renderInCabinet } from '@portal/ui/testing';
import { LKD_EVENTS, LKK_EVENTS, type EventsCabinet } from '../eventsCabinet';
import { NewEventsDialog } from './NewEventsDialog';

const API = 'http://localhost/api';
const server = setupServer();
let cleared: string[] = [];
let saved: string[] = [];

const INVOICE = { id: 1, eventGroupName: 'Оплата счета', eventDescription: 'Выставлен счёт на оплату', orderId: 8001, items: [{ eventId: 7001 }], schema: { headers: {}, tableItems: [] } };
const DEBTS = {
  id: 2,
  eventGroupName: 'Просроченная задолженность',
  eventDescription: 'Есть поставки с истёкшей отсрочкой',
  orderId: null,
  items: [{ eventId: '7002' }],
  schema: {
    headers: { contractFactNum: 'Договор', shipDate: 'Дата отгрузки', debtAmount: 'Сумма долга' },
    tableItems: [
      { contractFactNum: 'ДФ-1', shipDate: '2025-05-03', debtAmount: '1500000.50', other: 'x' },
      { contractFactNum: 'ДФ-2', shipDate: null, debtAmount: 0 },
    ],
  },
};

function answer(prefix: string, items: unknown[]) {
  server.use(
    mock.get(`${API}/${prefix}/events/new`, () => HttpResponse.json({ items })),
    mock.post(`${API}/${prefix}/events/new/clear`, () => {
      cleared.push(prefix);
      return new HttpResponse(null, { status: 204 });
    }),
    mock.get(`${API}/${prefix}/event-order/8001`, () => HttpResponse.json({ id: '8001', number: 'РФ-008001', files: [{ id: 50123, name: 'Счет РФ-008001.pdf' }] })),
    mock.get(`${API}/${prefix}/event-order/download/50123`, () => new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } })),
    mock.post(`${API}/log/error`, () => new HttpResponse(null, { status: 204 })),
  );
}

const renderDialog = (cabinet: EventsCabinet) => renderInCabinet(<NewEventsDialog cabinet={cabinet} />, { path: `/${cabinet.apiPrefix}/main`, cabinet: cabinet.apiPrefix });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  cleared = [];
  saved = [];
  resetOddAnswerReports();
  URL.createObjectURL = jest.fn(() => 'blob:invoice');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});

describe('new-events dialog', () => {
  it.each([
    ['LKK', LKK_EVENTS, 'lkk'],
    ['LKD', LKD_EVENTS, 'lkd'],
  ])('%s: lists each new event, downloads the invoice, formats the table and clears the list on close', async (_name, cabinet, prefix) => {
    answer(prefix, [INVOICE, DEBTS]);
    const user = userEvent.setup();
    renderDialog(cabinet);
    const dialog = await screen.findByRole('dialog', { name: 'Список новых событий' });
    expect(within(dialog).getByRole('heading', { name: 'Оплата счета' })).toBeInTheDocument();
    expect(within(dialog).getByText('Выставлен счёт на оплату')).toBeInTheDocument();
    expect(within(dialog).getByText('Есть поставки с истёкшей отсрочкой')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Просроченная задолженность' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Договор', 'Дата отгрузки', 'Сумма долга']);
    // In the kit's table frame: each cell carries its column's name, the label of its line on a phone's card.
    await waitFor(() => expect(within(table).getAllByRole('cell')[2]).toHaveAttribute('data-label', 'Сумма долга'));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['ДФ-1', '03.05.2025', '1 500 000,50'],
      ['ДФ-2', '—', '0'],
    ]);
    // Only a group named 'Оплата счета' has the link; the other one has its table.
    expect(within(dialog).getAllByRole('button', { name: 'Скачать счет' })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Скачать счет' }));
    await waitFor(() => expect(saved).toEqual(['Счет РФ-008001.pdf']));

    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Список новых событий' })).toBeNull());
    await waitFor(() => expect(cleared).toEqual([prefix]));
  });

  it('does not open while the list is empty', async () => {
    let asked = 0;
    answer('lkk', []);
    server.use(
      mock.get(`${API}/lkk/events/new`, () => {
        asked += 1;
        return HttpResponse.json({ items: [] });
      }),
    );
    renderDialog(LKK_EVENTS);
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
