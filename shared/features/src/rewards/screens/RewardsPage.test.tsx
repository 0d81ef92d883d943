/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sessionStore, uiStore } from '@portal/platform';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { SESSION_ENDING_EVENT } from '@portal/ui';
import { Route, Routes } from '@portal/ui/router';
import { renderInCabinet } from '@portal/ui/testing';
import { heldAnswer } from '../../../../testing/src/heldAnswer';
import { rewardPages } from '../rewardPages';
import { LKA_REWARDS, LKD_REWARDS, type RewardsCabinet } from '../rewardsCabinet';

const API = 'http://localhost/api';
const server = setupServer();
let logged: string[] = [];
let filters: unknown[] = [];
let calls: Array<{ path: string; body: unknown }> = [];

const ROWS = [
  { id: 9001, number: 'В-9001/25', createDate: '2025-05-12T09:00:00', status: { code: 'ON_AGREEMENT', name: 'На согласовании' }, contractFactNum: '740/24-ФК', client: 'ООО "Ромашка"', debtor: 'АО "Север"', registryNumber: 'Р-1069', periodFrom: '2025-04-12', periodTo: '2025-05-11', amount: '125000.5', vatAmount: 20833.42, extra: 1 },
  { id: 9002, number: 'В-9002/25', createDate: '2025-05-08', status: { code: 'AGREED', name: 'Согласовано' }, amount: 5000 },
  { id: 9003, number: 'В-9003/25', status: 'PAID', amount: 'много' },
  { number: 'без id' },
];

function answerList(prefix = 'lka/reward-agent/rewards', rows: unknown[] = ROWS, total: unknown = '64') {
  server.use(
    mock.post(`${API}/${prefix}/all`, async ({ request }) => {
      filters.push(await request.json());
      return HttpResponse.json({ total, items: rows });
    }),
  );
}

function render(cabinet: RewardsCabinet, path: string) {
  return renderInCabinet(
    <Routes>
      {rewardPages(cabinet).map((page) => (
        <Route key={page.path} path={page.path} element={page.element} />
      ))}
    </Routes>,
    { path, cabinet: cabinet.listPath.split('/')[1] ?? '' },
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  logged = [];
  filters = [];
  calls = [];
  resetOddAnswerReports();
  resetUiState();
  server.use(
    mock.post(`${API}/log/error`, async ({ request }) => {
      logged.push(((await request.json()) as { message: string }).message);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => server.resetHandlers());

describe('rewards list', () => {
  it('asks with the spec’s filter and the URL’s sort and page, shows §9 formats and an odd row as best it can', async () => {
    answerList();
    render(LKA_REWARDS, '/lka/reward?sort=amount&dir=asc&page=2');
    const table = await screen.findByRole('table', { name: 'Вознаграждения' });
    expect(filters[0]).toEqual({ sortBy: 'amount', sortDesc: false, page: 1, size: 30, pagination: true });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('12.05.2025')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('12.04.2025 – 11.05.2025')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('125 000,50')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Выплачено')).toBeInTheDocument();
    expect(screen.getByText('31–60 из 64')).toBeInTheDocument();
    await waitFor(() => expect(logged.join('\n')).toMatch(/row 2 shown as best it could be[\s\S]*row 3 left out/));
    expect(within(rows[0]!).getByRole('link', { name: 'Открыть вознаграждение В-9001/25' })).toHaveAttribute('href', '/lka/reward/9001/detail');
  });

  it('offers each reward only the actions of its state; the debtor gets none', async () => {
    answerList();
    const { unmount } = render(LKA_REWARDS, '/lka/reward');
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Согласовать', 'Отклонить']);
    expect(within(rows[1]!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Передать на оплату']);
    expect(within(rows[2]!).queryAllByRole('button')).toHaveLength(0);
    unmount();
    answerList('lkd/reward-debtor/rewards');
    render(LKD_REWARDS, '/lkd/reward');
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('button', { name: /Согласовать|Отклонить|Передать/ })).toBeNull();
  });

  it('approves with no body, rejects with a confirmed reason (each once for a double click), says §8’s words and reloads the list', async () => {
    answerList();
    // Each answer is held until the double click is over, so its second click comes while the request is under way.
    let answer = heldAnswer();
    server.use(
      mock.post(`${API}/lka/reward-agent/rewards/:id/:action`, async ({ request, params }) => {
        const text = await request.text();
        calls.push({ path: `${String(params.id)}/${String(params.action)}`, body: text ? JSON.parse(text) : undefined });
        await answer.held;
        return new HttpResponse(null, { status: params.action === 'reject' ? 202 : 200 });
      }),
    );
    render(LKA_REWARDS, '/lka/reward');
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('button', { name: 'Согласовать: вознаграждение В-9001/25' }));
    answer.release();
    await waitFor(() => expect(uiStore.getState().notifications.map((note) => note.message)).toContain('Операция выполнена'));
    expect(calls).toEqual([{ path: '9001/agreement', body: undefined }]);
    await waitFor(() => expect(filters.length).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Отклонить: вознаграждение В-9001/25' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Укажите причину отклонения')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Причина отклонения/), '  Неверная сумма ');
    answer = heldAnswer();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Отклонить' }));
    answer.release();
    await waitFor(() => expect(calls[1]).toEqual({ path: '9001/reject', body: { reason: 'Неверная сумма' } }));
    await waitFor(() => expect(uiStore.getState().notifications).toHaveLength(2));
    expect(calls).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Передать на оплату: вознаграждение В-9002/25' }));
    await waitFor(() => expect(calls[2]).toEqual({ path: '9002/action', body: { action: 'SEND_TO_PAYMENT' } }));
    await waitFor(() => expect(uiStore.getState().notifications.map((note) => note.message)).toContain('Действие выполнено!'));
  });

  it('after «Согласовать» focus goes to the reward’s status in its row, not to the top of the page', async () => {
    answerList();
    server.use(mock.post(`${API}/lka/reward-agent/rewards/9001/agreement`, () => new HttpResponse(null, { status: 200 })));
    render(LKA_REWARDS, '/lka/reward');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Согласовать: вознаграждение В-9001/25' }));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-reward-status'));
    expect(document.activeElement?.closest('[data-reward-id]')).toHaveAttribute('data-reward-id', '9001');
  });

  it('a rejection open when the session ended opens again on its reward with the typed reason, once signed in again', async () => {
    answerList();
    window.sessionStorage.clear();
    const first = render(LKA_REWARDS, '/lka/reward');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Отклонить: вознаграждение В-9001/25' }));
    await user.type(within(await screen.findByRole('alertdialog')).getByLabelText(/Причина отклонения/), 'Сумма не сходится с актом');
    window.dispatchEvent(new CustomEvent(SESSION_ENDING_EVENT, { detail: { user: 'agent' } }));
    first.unmount();

    sessionStore.setState({ userName: 'agent' });
    try {
      render(LKA_REWARDS, '/lka/reward');
      const dialog = await screen.findByRole('alertdialog', { name: 'Отклонение вознаграждения' }, { timeout: 20_000 });
      expect(dialog).toHaveTextContent('Отклонить вознаграждение В-9001/25?');
      await waitFor(() => expect(within(dialog).getByLabelText(/Причина отклонения/)).toHaveValue('Сумма не сходится с актом'));
      expect(within(dialog).getByRole('status')).toHaveTextContent('Сеанс был завершён; введённые данные восстановлены.');
    } finally {
      sessionStore.setState({ userName: '' });
    }
  }, 60_000);

  it('sends a refused action to the central error display with the server’s message', async () => {
    answerList();
    server.use(mock.post(`${API}/lka/reward-agent/rewards/9001/agreement`, () => HttpResponse.json({ message: 'Вознаграждение уже согласовано' }, { status: 409 })));
    render(LKA_REWARDS, '/lka/reward');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Согласовать: вознаграждение В-9001/25' }));
    await waitFor(() => expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Вознаграждение уже согласовано' }));
    expect(uiStore.getState().notifications).toHaveLength(0);
  });

  it('keeps the rejection dialog and the typed reason while the server fails; the next «Отклонить» sends it again', async () => {
    answerList();
    let answers = [500, 503, 202];
    const sent: unknown[] = [];
    server.use(
      mock.post(`${API}/lka/reward-agent/rewards/9001/reject`, async ({ request }) => {
        sent.push(await request.json());
        const [status = 202, ...rest] = answers;
        answers = rest;
        return status === 202 ? new HttpResponse(null, { status }) : HttpResponse.json({ message: 'Сбой' }, { status });
      }),
    );
    render(LKA_REWARDS, '/lka/reward');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Отклонить: вознаграждение В-9001/25' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Причина отклонения/), 'Неверная сумма');
    for (const attempt of [1, 2]) {
      await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
      await waitFor(() => expect(sent).toHaveLength(attempt));
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Отклонить' })).toBeEnabled());
      expect(screen.getByRole('alertdialog')).toBe(dialog);
      expect(within(dialog).getByLabelText(/Причина отклонения/)).toHaveValue('Неверная сумма');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([{ reason: 'Неверная сумма' }, { reason: 'Неверная сумма' }, { reason: 'Неверная сумма' }]);
    expect(uiStore.getState().notifications.map((note) => note.message)).toContain('Операция выполнена');
  });

  it('shows a retry instead of an empty list when the list fails', async () => {
    let fail = true;
    server.use(
      mock.post(`${API}/lka/reward-agent/rewards/all`, () => (fail ? HttpResponse.json({ message: 'Нет' }, { status: 404 }) : HttpResponse.json({ total: 0, items: [] }))),
    );
    render(LKA_REWARDS, '/lka/reward');
    const retry = await screen.findByRole('button', { name: 'Повторить' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Вознаграждений нет.')).toBeInTheDocument();
  });
});

describe('reward detail', () => {
  it('shows the reward with its act and report on its own route, an act-less draft says so', async () => {
    server.use(
      mock.get(`${API}/lka/reward-agent/rewards/9001/detail`, () =>
        HttpResponse.json({ reward: ROWS[0], act: { fileId: 80001, name: 'Акт вознаграждения В-9001/25.pdf' }, report: { fileId: '80002', name: 'Отчёт.xlsx' } }),
      ),
      mock.get(`${API}/lka/reward-agent/rewards/9003/detail`, () => HttpResponse.json({ reward: { id: 9003, status: { code: 'DRAFT' } }, act: null })),
    );
    const { unmount } = render(LKA_REWARDS, '/lka/reward/9001/detail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вознаграждение В-9001/25' })).toBeInTheDocument();
    expect(screen.getByText('20 833,42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Скачать: акт/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Скачать: отчёт/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Согласовать: вознаграждение В-9001/25' })).toBeInTheDocument();
    unmount();
    render(LKA_REWARDS, '/lka/reward/9003/detail');
    expect(await screen.findByText('Акт и отчёт ещё не сформированы.')).toBeInTheDocument();
    expect(screen.getByText('Формируется')).toBeInTheDocument();
  });
});
