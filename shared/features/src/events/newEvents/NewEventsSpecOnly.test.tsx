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
import { captureSavedFiles, type SavedFile } from '@portal/platform/src/testing/savedFiles';
import { renderInCabinet } from '@portal/ui/testing';
import { LKD_EVENTS, LKK_EVENTS, type EventsCabinet } from '../eventsCabinet';
import { NewEventsDialog } from './NewEventsDialog';
import { NewEventsNotOffered } from './NewEventsNotOffered';
import { useNewEvents } from './useNewEvents';

/** The new-events dialog against a server that keeps only the spec: its calls and /lkd/event-order/* answer 404. */

const API = 'http://localhost/api';
const server = setupServer();
let logged: string[] = [];
let saved: { files: SavedFile[]; restore: () => void };

const INVOICE = { eventGroupName: 'Оплата счета', eventDescription: 'Выставлен счёт на оплату', orderId: '8001', items: [{ eventId: 'e-1' }] };
const NOT_FOUND = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 });

/** Shows where the new-events list stands, so a test can wait for its answer to be drawn. */
function NewEventsAnswerProbe({ cabinet }: { cabinet: EventsCabinet }) {
  return <output data-testid="new-events-answer">{useNewEvents(cabinet).status}</output>;
}

const renderDialog = (cabinet: EventsCabinet) => renderInCabinet(<NewEventsDialog cabinet={cabinet} />, { path: `/${cabinet.apiPrefix}/main`, cabinet: cabinet.apiPrefix });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  logged = [];
  resetOddAnswerReports();
  resetUiState();
  saved = captureSavedFiles();
  server.use(
    mock.post(`${API}/log/error`, async ({ request }) => {
      logged.push(((await request.json()) as { message: string }).message);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  saved.restore();
});

describe('new-events dialog against a spec-only server', () => {
  it('does not open when the new-events call answers 404: no banner, logged once', async () => {
    let asked = 0;
    server.use(
      mock.get(`${API}/lkk/events/new`, () => {
        asked += 1;
        return NOT_FOUND();
      }),
    );
    renderDialog(LKK_EVENTS);
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(logged.filter((message) => message.includes('lkk/events/new'))).toHaveLength(1));
    expect(logged[0]).toContain('404');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(uiStore.getState().error).toBeNull();
  });

  it('a page showing the notice says new events are not shown on entry when the list call answered 404, asking nothing more', async () => {
    let asked = 0;
    server.use(
      mock.get(`${API}/lkd/events/new`, () => {
        asked += 1;
        return NOT_FOUND();
      }),
    );
    renderInCabinet(
      <>
        <NewEventsDialog cabinet={LKD_EVENTS} />
        <NewEventsNotOffered cabinet={LKD_EVENTS} />
      </>,
      { path: '/lkd/events', cabinet: 'lkd' },
    );
    expect(await screen.findByText('Новые события при входе этим сервером не показываются: все события — в списке ниже.')).toBeInTheDocument();
    expect(asked).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing when the server offers the list, even an empty one', async () => {
    let asked = 0;
    server.use(
      mock.get(`${API}/lkk/events/new`, () => {
        asked += 1;
        return HttpResponse.json({ items: [] });
      }),
    );
    renderInCabinet(
      <>
        <NewEventsDialog cabinet={LKK_EVENTS} />
        <NewEventsNotOffered cabinet={LKK_EVENTS} />
        <NewEventsAnswerProbe cabinet={LKK_EVENTS} />
      </>,
      { path: '/lkk/events', cabinet: 'lkk' },
    );
    // The answer is on the page (the line reads the same list, so it has been drawn with it too).
    await waitFor(() => expect(screen.getByTestId('new-events-answer')).toHaveTextContent('success'));
    expect(asked).toBe(1);
    expect(screen.queryByTestId('new-events-not-offered')).toBeNull();
  });

  it('LKD: when /lkd/event-order answers 404 (not in §7) the link gives way to a muted line saying the server does not give the invoice, logged', async () => {
    server.use(mock.get(`${API}/lkd/events/new`, () => HttpResponse.json({ items: [INVOICE] })), mock.get(`${API}/lkd/event-order/8001`, NOT_FOUND));
    renderDialog(LKD_EVENTS);
    const dialog = await screen.findByRole('dialog', { name: 'Список новых событий' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скачать счет' }));
    expect(await within(dialog).findByText('Счёт этим сервером не выдаётся')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Скачать счет' })).toBeNull();
    expect(within(dialog).getByText('Выставлен счёт на оплату')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(logged.some((message) => message.includes('lkd/event-order') && message.includes('404'))).toBe(true));
    expect(uiStore.getState().error).toBeNull();
  });

  it('LKK: an order whose file call answers 404 says so where the link was; an order without a file says it has none', async () => {
    server.use(
      mock.get(`${API}/lkk/events/new`, () => HttpResponse.json({ items: [INVOICE, { ...INVOICE, orderId: '8002', eventDescription: 'Второй счёт' }] })),
      mock.get(`${API}/lkk/event-order/8001`, () => HttpResponse.json({ id: '8001', files: [{ id: 'b-1', name: 'Счет.pdf' }] })),
      mock.get(`${API}/lkk/event-order/download/b-1`, NOT_FOUND),
      mock.get(`${API}/lkk/event-order/8002`, () => HttpResponse.json({ id: '8002', files: [] })),
    );
    renderDialog(LKK_EVENTS);
    const dialog = await screen.findByRole('dialog', { name: 'Список новых событий' });
    const [first, second] = within(dialog).getAllByRole('button', { name: 'Скачать счет' });
    await userEvent.click(first!);
    expect(await within(dialog).findByText('Счёт этим сервером не выдаётся')).toBeInTheDocument();
    await userEvent.click(second!);
    expect(await within(dialog).findByText('Файла счёта нет')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Скачать счет' })).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(saved.files).toHaveLength(0);
    expect(uiStore.getState().error).toBeNull();
  });

  it.each([
    ['LKK', LKK_EVENTS, 'lkk'],
    ['LKD', LKD_EVENTS, 'lkd'],
  ] as const)('%s: when only the clearing call answers 404 the dialog still closes, with no banner', async (_name, cabinet, prefix) => {
    let clearAsked = 0;
    server.use(
      mock.get(`${API}/${prefix}/events/new`, () => HttpResponse.json({ items: [{ ...INVOICE, eventGroupName: 'Новое событие', orderId: undefined }] })),
      mock.post(`${API}/${prefix}/events/new/clear`, () => {
        clearAsked += 1;
        return NOT_FOUND();
      }),
    );
    renderDialog(cabinet);
    const dialog = await screen.findByRole('dialog', { name: 'Список новых событий' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(clearAsked).toBe(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Выставлен счёт на оплату')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('LKD: an order whose file call answers 404 (not in §7) saves nothing and says the server does not give the invoice', async () => {
    server.use(
      mock.get(`${API}/lkd/events/new`, () => HttpResponse.json({ items: [INVOICE] })),
      mock.get(`${API}/lkd/event-order/8001`, () => HttpResponse.json({ id: '8001', files: [{ id: 'b-1', name: 'Счет.pdf' }] })),
      mock.get(`${API}/lkd/event-order/download/b-1`, NOT_FOUND),
    );
    renderDialog(LKD_EVENTS);
    const dialog = await screen.findByRole('dialog', { name: 'Список новых событий' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скачать счет' }));
    expect(await within(dialog).findByText('Счёт этим сервером не выдаётся')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Скачать счет' })).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(logged.some((message) => message.includes('lkd/event-order/download') && message.includes('404'))).toBe(true));
    expect(saved.files).toHaveLength(0);
    expect(uiStore.getState().error).toBeNull();
  });

  it('an invoice event sent without orderId shows its group and description with no invoice link, asking for no order', async () => {
    server.use(mock.get(`${API}/lkk/events/new`, () => HttpResponse.json({ items: [{ ...INVOICE, orderId: undefined }] })));
    renderDialog(LKK_EVENTS);
    const dialog = await screen.findByRole('dialog', { name: 'Список новых событий' });
    expect(within(dialog).getByRole('heading', { name: 'Оплата счета' })).toBeInTheDocument();
    expect(within(dialog).getByText('Выставлен счёт на оплату')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Скачать счет' })).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a failed invoice download is ignored silently (spec §8) and logged through POST log/error', async () => {
    server.use(
      mock.get(`${API}/lkk/events/new`, () => HttpResponse.json({ items: [INVOICE] })),
      mock.get(`${API}/lkk/event-order/8001`, () => HttpResponse.json({ id: '8001', files: [{ id: 'b-1', name: 'Счет.pdf' }] })),
      mock.get(`${API}/lkk/event-order/download/b-1`, () => HttpResponse.json({ message: 'сбой' }, { status: 500 })),
    );
    renderDialog(LKK_EVENTS);
    const dialog = await screen.findByRole('dialog', { name: 'Список новых событий' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скачать счет' }));
    await waitFor(() => expect(logged.some((message) => message.includes('event-order') && message.includes('500'))).toBe(true));
    expect(within(dialog).queryByText('Счёт не удалось скачать.')).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Скачать счет' })).toBeInTheDocument();
    expect(saved.files).toHaveLength(0);
  });
});
