/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { renderInCabinet } from '@portal/ui/testing';
import { EventGroupsDashboard } from './EventGroupsDashboard';

const API = 'http://localhost/api';
const server = setupServer();
let groupQueries: string[] = [];
let saved: string[] = [];
let logged: string[] = [];

const ITEMS = [
  { eventId: 7015, description: 'Дебитор допустил просрочку', eventDate: '2026-11-19', orderId: '8001', contractFactNum: 'ДФ-1', urgency: 'CRITICAL' },
  { eventId: '7017', description: 'Отсрочка закончилась', eventDate: '2026-11-26', orderId: null, contractFactNum: 'ДФ-2', urgency: null },
];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  groupQueries = [];
  saved = [];
  logged = [];
  resetOddAnswerReports();
  URL.createObjectURL = jest.fn(() => 'blob:order');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  server.use(
    mock.post(`${API}/log/error`, async ({ request }) => {
      logged.push(((await request.json()) as { message: string }).message);
      return new HttpResponse(null, { status: 204 });
    }),
    mock.get(`${API}/lkk/dashboard/eventGroups`, () =>
      HttpResponse.json({ items: [{ id: 501, name: 'Просроченная задолженность', urgency: 'CRITICAL', items: ITEMS, groupCode: 'G501' }, { name: 'Без номера', items: [ITEMS[1]] }, { id: '502', name: 'Регресс', items: null }, { id: 503, name: 'Странная', items: 'odd' }, { id: 504, items: 'odd' }] }),
    ),
    mock.get(`${API}/lkk/dashboard/eventGroup`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      groupQueries.push(query.toString());
      const orderId = query.get('orderId');
      return HttpResponse.json({ id: 501, name: 'Просроченная задолженность', items: orderId ? ITEMS.filter((item) => item.orderId === orderId) : ITEMS });
    }),
    mock.get(`${API}/lkk/event-order/8001`, () => HttpResponse.json({ id: '8001', number: 'РФ-008001', date: '2026-11-19', status: 'Исполнено', description: 'Распоряжение', files: [{ id: 50100, name: 'Распоряжение РФ-008001.pdf' }] })),
    mock.get(`${API}/lkk/event-order/download/50100`, () => new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } })),
  );
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});

describe('dashboard of event groups', () => {
  it('lists the groups (an odd one as best it can, logged), filters one group and downloads an order’s file', async () => {
    const user = userEvent.setup();
    renderInCabinet(<EventGroupsDashboard />, { path: '/lkk/main', cabinet: 'lkk' });
    const groups = await screen.findByRole('group', { name: 'Группы событий' });
    expect(within(groups).getAllByRole('button').map((button) => button.textContent)).toEqual(['Просроченная задолженность (2)', 'Без номера (1)', 'Регресс (0)', 'Странная (0)', 'Группа 5 (0)']);
    await waitFor(() => expect(logged.some((message) => message.includes('GET lkk/dashboard/eventGroups'))).toBe(true));

    await user.click(within(groups).getByRole('button', { name: /Просроченная задолженность/ }));
    const table = await screen.findByRole('table', { name: 'Просроченная задолженность' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('19.11.2026');
    expect(groupQueries[0]).toBe('groupId=501');

    await user.type(screen.getByLabelText('Дата'), '19.11.2026');
    await user.type(screen.getByLabelText('Поиск'), 'просрочку');
    await user.type(screen.getByLabelText('Номер распоряжения'), '8001');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(groupQueries.at(-1)).toBe('groupId=501&date=2026-11-19&query=%D0%BF%D1%80%D0%BE%D1%81%D1%80%D0%BE%D1%87%D0%BA%D1%83&orderId=8001'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Просроченная задолженность' })).getAllByRole('row')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: '№ 8001' }));
    const order = await screen.findByTestId('event-order');
    expect(order).toHaveTextContent('Распоряжение РФ-008001 от 19.11.2026');
    await user.click(within(order).getByRole('button', { name: 'Распоряжение РФ-008001.pdf' }));
    await waitFor(() => expect(saved).toEqual(['Распоряжение РФ-008001.pdf']));
  });

  it('an order file whose download answers 404 gives way to a muted line saying the server does not give it; logged, nothing saved', async () => {
    const user = userEvent.setup();
    server.use(mock.get(`${API}/lkk/event-order/download/50100`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    renderInCabinet(<EventGroupsDashboard />, { path: '/lkk/main', cabinet: 'lkk' });
    const groups = await screen.findByRole('group', { name: 'Группы событий' });
    await user.click(within(groups).getByRole('button', { name: /Просроченная задолженность/ }));
    await user.click(await screen.findByRole('button', { name: '№ 8001' }));
    const order = await screen.findByTestId('event-order');
    await user.click(await within(order).findByRole('button', { name: 'Распоряжение РФ-008001.pdf' }));
    expect(await within(order).findByText('Распоряжение РФ-008001.pdf: файл этим сервером не выдаётся')).toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: 'Распоряжение РФ-008001.pdf' })).toBeNull();
    expect(within(order).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(logged.some((message) => message.includes('lkk/event-order/download') && message.includes('404'))).toBe(true));
    expect(saved).toEqual([]);
  });

  it('an order answered without its fields (spec §7 names the call, not its answer) is titled by the order id the user searched, with no file button and nothing made up', async () => {
    const user = userEvent.setup();
    server.use(mock.get(`${API}/lkk/event-order/8001`, () => HttpResponse.json({ id: '8001' })));
    renderInCabinet(<EventGroupsDashboard />, { path: '/lkk/main', cabinet: 'lkk' });
    const groups = await screen.findByRole('group', { name: 'Группы событий' });
    await user.click(within(groups).getByRole('button', { name: /Просроченная задолженность/ }));
    await user.click(await screen.findByRole('button', { name: '№ 8001' }));
    const order = await screen.findByTestId('event-order');
    expect(within(order).getByRole('heading')).toHaveTextContent(/^Распоряжение № 8001$/);
    expect(within(order).queryAllByRole('button')).toHaveLength(0);
    expect(within(order).queryByText(/undefined|null/)).toBeNull();
    expect(within(order).queryByRole('alert')).toBeNull();
  });

  it('a server that ignores groupId (not in spec §7’s query) answers its own choice of items, and they are shown as they come', async () => {
    server.use(mock.get(`${API}/lkk/dashboard/eventGroup`, () => HttpResponse.json({ items: [{ eventId: 9001, description: 'Событие по выбору сервера', orderId: null }] })));
    renderInCabinet(<EventGroupsDashboard />, { path: '/lkk/main', cabinet: 'lkk' });
    const groups = await screen.findByRole('group', { name: 'Группы событий' });
    await userEvent.setup().click(within(groups).getByRole('button', { name: /Регресс/ }));
    const table = await screen.findByRole('table', { name: 'Регресс' });
    await waitFor(() => expect(table).toHaveTextContent('Событие по выбору сервера'));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('items sent with only their eventId (spec §3) are titled as the events list titles them: one list call per category for the whole group, never one per item', async () => {
    const listCalls: string[] = [];
    /** Spec §3 Event: id, status.code, category.categoryEnum; the title where this server sends one. */
    const event = (id: number | string, categoryEnum: string, extra: object = {}) => ({ id, status: { code: 'WARNING' }, category: { categoryEnum }, ...extra });
    server.use(
      mock.get(`${API}/lkk/dashboard/eventGroup`, () => HttpResponse.json({ items: [{ eventId: '7015' }, { eventId: 7016 }, { eventId: '7020' }, { eventId: '7099' }] })),
      mock.post(`${API}/lkk/events`, async ({ request }) => {
        const { categoryEnum } = (await request.json()) as { categoryEnum: string };
        listCalls.push(categoryEnum);
        if (categoryEnum === 'DASHBOARD_EVENTS') return HttpResponse.json([event(7015, 'DASHBOARD_EVENTS', { title: 'Дебитор допустил просрочку по договору ДФ-1' }), event('7016', 'DASHBOARD_EVENTS')]);
        if (categoryEnum === 'MESSAGE') return HttpResponse.json([event(7020, 'MESSAGE', { title: 'Лимит почти исчерпан' })]);
        return HttpResponse.json([]);
      }),
    );
    renderInCabinet(<EventGroupsDashboard />, { path: '/lkk/main', cabinet: 'lkk' });
    const groups = await screen.findByRole('group', { name: 'Группы событий' });
    await userEvent.setup().click(within(groups).getByRole('button', { name: /Регресс/ }));
    const table = await screen.findByRole('table', { name: 'Регресс' });
    const eventCells = async () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    // Titled as on the events page: its own title, else its category and status in Russian; one in no list says so.
    await waitFor(async () => expect(await eventCells()).toEqual(['Дебитор допустил просрочку по договору ДФ-1', 'Событие дашборда: предупреждение', 'Лимит почти исчерпан', 'Событие без описания']));
    expect(listCalls.sort()).toEqual(['AF_EVENTS', 'DASHBOARD_EVENTS', 'MESSAGE']);
    expect(table).not.toHaveTextContent(/70\d\d/);
  });

  it('items that carry a description ask no events list', async () => {
    const listCalls: string[] = [];
    server.use(mock.post(`${API}/lkk/events`, () => (listCalls.push('list'), HttpResponse.json([]))));
    renderInCabinet(<EventGroupsDashboard />, { path: '/lkk/main', cabinet: 'lkk' });
    const groups = await screen.findByRole('group', { name: 'Группы событий' });
    await userEvent.setup().click(within(groups).getByRole('button', { name: /Просроченная задолженность/ }));
    const table = await screen.findByRole('table', { name: 'Просроченная задолженность' });
    await waitFor(() => expect(table).toHaveTextContent('Дебитор допустил просрочку'));
    expect(listCalls).toEqual([]);
  });

  it('a group without a name is labelled by its place, never its id, on its button and its table', async () => {
    renderInCabinet(<EventGroupsDashboard />, { path: '/lkk/main', cabinet: 'lkk' });
    const groups = await screen.findByRole('group', { name: 'Группы событий' });
    await userEvent.setup().click(within(groups).getByRole('button', { name: 'Группа 5 (0)' }));
    expect(await screen.findByRole('table', { name: 'Группа 5' })).toBeInTheDocument();
    expect(groupQueries).toEqual(['groupId=504']);
    expect(screen.queryByText(/504/)).toBeNull();
  });

  it('shows a group sent without an id (spec §3 promises only items[] with eventId) with its own items', async () => {
    renderInCabinet(<EventGroupsDashboard />, { path: '/lkk/main', cabinet: 'lkk' });
    const groups = await screen.findByRole('group', { name: 'Группы событий' });
    await userEvent.setup().click(within(groups).getByRole('button', { name: 'Без номера (1)' }));
    const table = await screen.findByRole('table', { name: 'Без номера' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('Отсрочка закончилась');
    expect(groupQueries).toEqual([]);
  });
});
