/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@portal/ui/query';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sessionStore, uiStore } from '@portal/platform';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { renderInCabinet } from '@portal/ui/testing';
import { LKD_EVENTS, LKK_EVENTS, type EventsCabinet } from '../eventsCabinet';
import { heldAnswer } from '../../../../testing/src/heldAnswer';
import { EventsPage } from './EventsPage';

const API = 'http://localhost/api';
const server = setupServer();
let logged: string[] = [];
let userLoads = 0;
let calls: Array<{ method: string; path: string; body: unknown }> = [];

const requirement = (id: number, name: string, required: boolean | string, files: Array<{ id: number; name: string }>) => ({ id, name, documentType: { name, required }, files });
const REQUESTING = {
  id: '7004',
  status: { code: 'REQUIREMENT_REQUEST', name: 'Запрос документов' },
  category: { categoryEnum: 'AF_EVENTS' },
  urgency: 'CRITICAL',
  title: 'Запрос документов по поставке',
  description: 'Фактор просит документы',
  eventDate: '2025-05-12',
  visible: false,
  requirements: [requirement(1, 'ТОРГ-12', 'true', [{ id: 50, name: 'торг.pdf' }]), requirement(2, 'Акт сверки', true, []), requirement(3, 'Письмо', false, [])],
  extra: 1,
};
const WAITING = { id: 7005, status: { code: 'WAIT', name: 'Ожидание' }, category: { categoryEnum: 'AF_EVENTS' }, urgency: null, title: 'Ожидается оплата', eventDate: '2025-05-10', visible: true };
// An odd row: status as a bare code, no title, unknown requirement shape — still shown.
const ODD = { id: 7006, status: 'EXPIRED', category: 'AF_EVENTS', requirements: 'none', description: 'Оплата просрочена' };

function CurrentUserProbe() {
  useQuery({ queryKey: ['current-user'], queryFn: () => ++userLoads });
  return null;
}

function handlers(prefix: string, list: unknown[] = [REQUESTING, WAITING, ODD]) {
  server.use(
    mock.post(`${API}/log/error`, async ({ request }) => {
      logged.push(((await request.json()) as { message: string }).message);
      return new HttpResponse(null, { status: 204 });
    }),
    mock.get(`${API}/${prefix}/events/categories`, () =>
      HttpResponse.json([
        { categoryEnum: 'DASHBOARD_EVENTS', name: 'Дашборд' },
        { categoryEnum: 'MESSAGE', name: 'Сообщения' },
        { categoryEnum: 'AF_EVENTS', name: 'События по договорам' },
      ]),
    ),
    mock.get(`${API}/${prefix}/events/status`, () => HttpResponse.json({ code: 'REQUIREMENT_REQUEST', name: 'Запрос документов', unseen: '2' })),
    mock.post(`${API}/${prefix}/events`, async ({ request }) => {
      const body = (await request.json()) as { categoryEnum: string };
      calls.push({ method: 'POST', path: 'events', body });
      return HttpResponse.json(body.categoryEnum === 'AF_EVENTS' ? list : []);
    }),
    mock.post(`${API}/${prefix}/events/:id/set-visible`, ({ params }) => {
      calls.push({ method: 'POST', path: `set-visible/${String(params.id)}`, body: null });
      return new HttpResponse(null, { status: 200 });
    }),
  );
}

function renderPage(cabinet: EventsCabinet) {
  const prefix = cabinet.apiPrefix;
  return renderInCabinet(
    <>
      <CurrentUserProbe />
      <EventsPage cabinet={cabinet} />
    </>,
    { path: `/${prefix}/events`, cabinet: prefix },
  );
}

async function openRequesting(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'События по договорам' }));
  await user.click(await screen.findByRole('button', { name: 'Запрос документов по поставке' }));
  return screen.findByTestId('event-details');
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  // What the user opened is remembered in this browser (hooks/seenEvents.ts): each test starts with none.
  window.localStorage.clear();
  sessionStore.setState({ userName: 'supplier' });
  logged = [];
  calls = [];
  userLoads = 0;
  resetOddAnswerReports();
  resetUiState();
});
afterEach(() => server.resetHandlers());

describe('events page', () => {
  it('offers MESSAGE and AF_EVENTS only, lists a category with colours, and shows an odd row as best it can', async () => {
    handlers('lkk');
    const user = userEvent.setup();
    renderPage(LKK_EVENTS);
    const group = await screen.findByRole('group', { name: 'Категория событий' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['Сообщения', 'События по договорам']);
    expect(await screen.findByText('Событий в этой категории нет.')).toBeInTheDocument();
    expect(calls[0]).toEqual({ method: 'POST', path: 'events', body: { categoryEnum: 'MESSAGE' } });
    await user.click(within(group).getByRole('button', { name: 'События по договорам' }));
    const table = await screen.findByRole('table', { name: 'События по договорам' });
    const rows = within(table).getAllByTestId('event-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByTestId('event-status')).toHaveAttribute('data-color', '#ee1123');
    expect(within(rows[0]!).getByTestId('event-urgency')).toHaveTextContent('Критичная');
    expect(rows[0]).toHaveTextContent('загружено 1, не хватает 1');
    expect(within(rows[1]!).getByTestId('event-status')).toHaveAttribute('data-color', '#23be00');
    expect(rows[2]).toHaveTextContent('Оплата просрочена');
    expect(within(rows[2]!).getByTestId('event-status')).toHaveTextContent('Просрочено');
    expect(rows[2]).not.toHaveTextContent('EXPIRED');
    await waitFor(() => expect(logged.some((message) => message.includes('POST lkk/events'))).toBe(true));
    expect(screen.getByTestId('events-status')).toHaveTextContent('Новых событий: 2');
  });

  it('marks an opened event seen and reloads the user so the menu icon follows', async () => {
    handlers('lkk');
    const user = userEvent.setup();
    renderPage(LKK_EVENTS);
    await waitFor(() => expect(userLoads).toBe(1));
    await user.click(await screen.findByRole('button', { name: 'События по договорам' }));
    const opener = await screen.findByRole('button', { name: 'Запрос документов по поставке' });
    // A screen reader hears whether the event's details are shown under its row.
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    const details = await screen.findByTestId('event-details');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Ожидается оплата' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(details).getByTestId('uploaded-count')).toHaveTextContent('1');
    expect(within(details).getByTestId('missing-count')).toHaveTextContent('1');
    await waitFor(() => expect(calls.some((call) => call.path === 'set-visible/7004')).toBe(true));
    await waitFor(() => expect(userLoads).toBe(2));
    // A seen event is not marked again.
    await user.click(screen.getByRole('button', { name: 'Ожидается оплата' }));
    expect(calls.filter((call) => call.path.startsWith('set-visible'))).toHaveLength(1);
  });

  it('shows an event with only the fields spec §3 names: titled by its category and status, no date as «—», unseen until opened, then marked seen', async () => {
    const SPEC_ONLY = {
      id: '7010',
      status: { code: 'REQUIREMENT_REQUEST' },
      category: { categoryEnum: 'AF_EVENTS' },
      requirements: [
        { id: '1', files: [{ id: '80' }], documentType: { required: true } },
        { id: '2', files: [], documentType: { required: false } },
      ],
    };
    handlers('lkk', [SPEC_ONLY]);
    const user = userEvent.setup();
    renderPage(LKK_EVENTS);
    await user.click(await screen.findByRole('button', { name: 'События по договорам' }));
    const row = (await screen.findAllByTestId('event-row'))[0]!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^—$/);
    expect(cells[1]).toHaveTextContent('Событие АФ: запрос документов');
    // visible missing: shown as unseen.
    expect(cells[1]).toHaveTextContent('новое');
    expect(within(row).getByTestId('event-urgency')).toHaveTextContent('Не указана');
    expect(row).not.toHaveTextContent('7010');
    await user.click(within(row).getByRole('button', { name: 'Событие АФ: запрос документов' }));
    const details = await screen.findByTestId('event-details');
    expect(within(details).getByRole('heading', { name: 'Событие АФ: запрос документов' })).toBeInTheDocument();
    expect(within(details).getAllByTestId('requirement').map((entry) => within(entry).getAllByText(/^Документ \d$/)[0]!.textContent)).toEqual(['Документ 1', 'Документ 2']);
    expect(within(details).getByText('Файл 1')).toBeInTheDocument();
    expect(details).not.toHaveTextContent('7010');
    await waitFor(() => expect(calls.filter((call) => call.path.startsWith('set-visible'))).toEqual([{ method: 'POST', path: 'set-visible/7010', body: null }]));
  });

  it('an event opened against a server that sends no seen flag (spec §3) stays seen after the list reloads and after the page is opened again, for this user only', async () => {
    const SPEC_ONLY = { id: '7020', status: { code: 'WARNING' }, category: { categoryEnum: 'AF_EVENTS' }, requirements: [] };
    const OTHER = { id: 7021, status: { code: 'WAIT' }, category: { categoryEnum: 'AF_EVENTS' }, requirements: [] };
    handlers('lkk', [SPEC_ONLY, OTHER]);
    const user = userEvent.setup();
    const rowNamed = async (name: string) => (await screen.findAllByTestId('event-row')).find((row) => within(row).queryByRole('button', { name }))!;
    const first = renderPage(LKK_EVENTS);
    await user.click(await screen.findByRole('button', { name: 'События по договорам' }));
    expect(await rowNamed('Событие АФ: предупреждение')).toHaveTextContent('новое');
    const listed = calls.filter((call) => call.path === 'events').length;
    await user.click(within(await rowNamed('Событие АФ: предупреждение')).getByRole('button'));
    await waitFor(() => expect(calls.filter((call) => call.path === 'events').length).toBeGreaterThan(listed));
    await waitFor(async () => expect(await rowNamed('Событие АФ: предупреждение')).not.toHaveTextContent('новое'));
    expect(await rowNamed('Событие АФ: ожидает')).toHaveTextContent('новое');
    first.unmount();

    renderPage(LKK_EVENTS);
    await user.click(await screen.findByRole('button', { name: 'События по договорам' }));
    expect(await rowNamed('Событие АФ: ожидает')).toHaveTextContent('новое');
    expect(await rowNamed('Событие АФ: предупреждение')).not.toHaveTextContent('новое');
    // Opening it again does not mark it again.
    await user.click(within(await rowNamed('Событие АФ: предупреждение')).getByRole('button'));
    expect(calls.filter((call) => call.path.startsWith('set-visible'))).toEqual([{ method: 'POST', path: 'set-visible/7020', body: null }]);
    expect(await screen.findByTestId('event-details')).toBeInTheDocument();
  });

  it('another user at the same browser does not inherit what the first one opened', async () => {
    window.localStorage.setItem('portal.seenEvents.lkk.supplier', JSON.stringify(['7020']));
    sessionStore.setState({ userName: 'principal' });
    handlers('lkk', [{ id: '7020', status: { code: 'WARNING' }, category: { categoryEnum: 'AF_EVENTS' }, requirements: [] }]);
    const user = userEvent.setup();
    renderPage(LKK_EVENTS);
    await user.click(await screen.findByRole('button', { name: 'События по договорам' }));
    expect((await screen.findAllByTestId('event-row'))[0]).toHaveTextContent('новое');
  });

  it('uploads several files with the answer replacing the event, then deletes one by {binaryinfoid, reqid}', async () => {
    handlers('lkk');
    const uploaded = { ...REQUESTING, visible: true, requirements: [REQUESTING.requirements[0], requirement(2, 'Акт сверки', true, [{ id: 61, name: 'акт.pdf' }, { id: 62, name: 'прил.xlsx' }]), REQUESTING.requirements[2]] };
    let parts: string[] = [];
    let deleteBody: unknown = null;
    server.use(
      mock.post(`${API}/lkk/event/7004/add-file`, async ({ request }) => {
        const form = await request.formData();
        parts = [...form.getAll('files').map((file) => (file as File).name), `reqid=${String(form.get('reqid'))}`];
        return HttpResponse.json({ events: [uploaded, WAITING], event: uploaded });
      }),
      mock.post(`${API}/lkk/event/7004/delete-file`, async ({ request }) => {
        deleteBody = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderPage(LKK_EVENTS);
    const details = await openRequesting(user);
    await user.upload(within(details).getByLabelText('Выберите файлы для «Акт сверки»'), [new File(['%PDF'], 'акт.pdf', { type: 'application/pdf' }), new File(['PK'], 'прил.xlsx')]);
    await user.click(within(within(details).getAllByTestId('requirement')[1]!).getByRole('button', { name: 'Загрузить' }));
    await waitFor(() => expect(within(screen.getByTestId('event-details')).getByTestId('missing-count')).toHaveTextContent('0'));
    expect(parts).toEqual(['акт.pdf', 'прил.xlsx', 'reqid=2']);
    expect(within(screen.getByTestId('event-details')).getByTestId('uploaded-count')).toHaveTextContent('2');
    expect(uiStore.getState().notifications.map((entry) => entry.message)).toContain('Документ добавлен');
    expect(uiStore.getState().percentLoader.show).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Удалить файл акт.pdf' }));
    await waitFor(() => expect(deleteBody).toEqual({ binaryinfoid: 61, reqid: 2 }));
    await waitFor(() => expect(uiStore.getState().notifications.map((entry) => entry.message)).toContain('Документ удалён'));
  });

  it('keeps the chosen files after a failed upload and offers a retry', async () => {
    handlers('lkk');
    let attempts = 0;
    server.use(
      mock.post(`${API}/lkk/event/7004/add-file`, () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.json({ message: 'Событие не ожидает документов' }, { status: 400 }) : new HttpResponse(null, { status: 200 });
      }),
    );
    const user = userEvent.setup();
    renderPage(LKK_EVENTS);
    const details = await openRequesting(user);
    const row = within(details).getAllByTestId('requirement')[1]!;
    await user.upload(within(row).getByLabelText('Выберите файлы для «Акт сверки»'), new File(['%PDF'], 'a.pdf'));
    await user.click(within(row).getByRole('button', { name: 'Загрузить' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Файлы не загружены: Событие не ожидает документов');
    expect(within(row).getByText('Выбрано: a.pdf')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Повторить загрузку' }));
    await waitFor(() => expect(attempts).toBe(2));
    // An empty 2xx is success too: the list is fetched again.
    await waitFor(() => expect(within(row).queryByRole('alert')).toBeNull());
  });

  it('refuses a wrong type, an empty file and a name with a path before sending, and keeps the good files chosen', async () => {
    handlers('lkk');
    const parts: string[][] = [];
    server.use(
      mock.post(`${API}/lkk/event/7004/add-file`, async ({ request }) => {
        const form = await request.formData();
        parts.push(form.getAll('files').map((part) => (typeof part === 'string' ? part : part.name)));
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderPage(LKK_EVENTS);
    const details = await openRequesting(user);
    const row = within(details).getAllByTestId('requirement')[1]!;
    const input = within(row).getByLabelText('Выберите файлы для «Акт сверки»');
    await user.upload(input, [new File(['%PDF'], 'акт.pdf'), new File(['MZ'], 'setup.exe'), new File([], 'пустой.pdf'), new File(['%PDF'], '../акт.pdf')]);
    const alert = within(row).getByRole('alert');
    expect(alert).toHaveTextContent('Файл «setup.exe» не загружен: допустимые форматы');
    expect(alert).toHaveTextContent('Файл «пустой.pdf» пуст.');
    expect(alert).toHaveTextContent('Файл «../акт.pdf» не загружен: имя файла не должно содержать символы «/» и «\\».');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Файл «пустой.pdf» пуст.'));
    expect(within(row).getByText('Выбрано: акт.pdf')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Загрузить' }));
    await waitFor(() => expect(parts).toEqual([['акт.pdf']]));
  });

  it('sends one upload for a double click on «Загрузить»', async () => {
    handlers('lkk');
    let uploads = 0;
    // Held until the double click is over, so its second click comes while the upload is under way.
    const answer = heldAnswer();
    server.use(
      mock.post(`${API}/lkk/event/7004/add-file`, async () => {
        uploads += 1;
        await answer.held;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const user = userEvent.setup();
    renderPage(LKK_EVENTS);
    const details = await openRequesting(user);
    const row = within(details).getAllByTestId('requirement')[1]!;
    await user.upload(within(row).getByLabelText('Выберите файлы для «Акт сверки»'), new File(['%PDF'], 'акт.pdf'));
    await user.dblClick(within(row).getByRole('button', { name: 'Загрузить' }));
    answer.release();
    await waitFor(() => expect(uiStore.getState().notifications.map((entry) => entry.message)).toContain('Документ добавлен'));
    expect(uploads).toBe(1);
  });

  it('LKD deletes by {fileId} and sends the requirements once none is missing', async () => {
    const complete = { ...REQUESTING, requirements: [REQUESTING.requirements[0], requirement(2, 'Акт сверки', true, [{ id: 70, name: 'акт.pdf' }])] };
    handlers('lkd', [complete]);
    let deleteBody: unknown = null;
    let sent = 0;
    const answer = heldAnswer();
    server.use(
      mock.post(`${API}/lkd/event/7004/delete-file`, async ({ request }) => {
        deleteBody = await request.json();
        return HttpResponse.json({ events: [complete], event: complete });
      }),
      mock.post(`${API}/lkd/event/7004/requirements`, async () => {
        sent += 1;
        await answer.held;
        return HttpResponse.json({ result: 'OK' });
      }),
    );
    const user = userEvent.setup();
    renderPage(LKD_EVENTS);
    const details = await openRequesting(user);
    await user.click(within(details).getByRole('button', { name: 'Удалить файл акт.pdf' }));
    await waitFor(() => expect(deleteBody).toEqual({ fileId: 70 }));
    // A double click sends the requirements once.
    await user.dblClick(within(screen.getByTestId('event-details')).getByRole('button', { name: 'Отправить документы фактору' }));
    answer.release();
    await waitFor(() => expect(uiStore.getState().notifications.map((entry) => entry.message)).toContain('Операция выполнена'));
    expect(sent).toBe(1);
  });

  it('LKD: a server that refuses the delete-file body {fileId} (400) shows its message and keeps the file in the requirement', async () => {
    const complete = { ...REQUESTING, requirements: [REQUESTING.requirements[0], requirement(2, 'Акт сверки', true, [{ id: 70, name: 'акт.pdf' }])] };
    handlers('lkd', [complete]);
    const bodies: unknown[] = [];
    server.use(
      mock.post(`${API}/lkd/event/7004/delete-file`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Не указан binaryinfoid' }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    renderPage(LKD_EVENTS);
    const details = await openRequesting(user);
    await user.click(within(details).getByRole('button', { name: 'Удалить файл акт.pdf' }));
    await waitFor(() => expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Не указан binaryinfoid' }));
    expect(bodies).toEqual([{ fileId: 70 }]);
    expect(uiStore.getState().notifications.map((entry) => entry.message)).not.toContain('Документ удалён');
    // The file stays, so it can be deleted again.
    expect(within(screen.getByTestId('event-details')).getByRole('button', { name: 'Удалить файл акт.pdf' })).toBeEnabled();
  });

  it('shows a failed list with a retry', async () => {
    handlers('lkk');
    let failing = true;
    server.use(mock.post(`${API}/lkk/events`, () => (failing ? HttpResponse.json({ message: 'нет' }, { status: 404 }) : HttpResponse.json([WAITING]))));
    const user = userEvent.setup();
    renderPage(LKK_EVENTS);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить события.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('button', { name: 'Ожидается оплата' })).toBeInTheDocument();
  });
});
