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
import { Route, Routes } from '@portal/ui/router';
import { renderInCabinet } from '@portal/ui/testing';
import { rewardPages } from '../rewardPages';
import { LKA_REWARDS, LKD_REWARDS } from '../rewardsCabinet';

/** Rewards against a server that keeps only the spec: no status codes of ours, ids as strings, no file call. */

const API = 'http://localhost/api';
const PREFIX = `${API}/lka/reward-agent/rewards`;
const server = setupServer();
let logged: string[] = [];
let saved: { files: SavedFile[]; restore: () => void };

const ROWS = [
  { id: 'r-17', number: 'В-17', status: { name: 'Ожидает решения агента' } },
  { id: 'r-18', number: 'В-18' },
  { id: 'r-19', number: 'В-19', status: { name: 'Согласовано' } },
  { id: 'r-20', number: 'В-20', status: 'Отклонён' },
  { id: 'r-21', number: 'В-21', status: { name: 'Оплачено' } },
  { id: 'r-22', number: 'В-22', status: { name: 'На согласовании' } },
];

function render(path: string) {
  return renderInCabinet(
    <Routes>
      {rewardPages(LKA_REWARDS).map((page) => (
        <Route key={page.path} path={page.path} element={page.element} />
      ))}
    </Routes>,
    { path, cabinet: 'lka' },
  );
}

const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((button) => button.textContent);

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
    mock.post(`${PREFIX}/all`, () => HttpResponse.json({ total: ROWS.length, items: ROWS })),
  );
});
afterEach(() => {
  server.resetHandlers();
  saved.restore();
});

describe('rewards against a spec-only server', () => {
  it('offers approve and reject on every reward whose status name does not say it is decided, by string id', async () => {
    const asked: string[] = [];
    server.use(
      mock.post(`${PREFIX}/:id/agreement`, ({ params }) => {
        asked.push(String(params.id));
        return new HttpResponse(null, { status: 200 });
      }),
    );
    render('/lka/reward');
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map(buttonsOf)).toEqual([['Согласовать', 'Отклонить'], ['Согласовать', 'Отклонить'], [], [], [], ['Согласовать', 'Отклонить']]);
    expect(within(rows[0]!).getByRole('link', { name: 'Открыть вознаграждение В-17' })).toHaveAttribute('href', '/lka/reward/r-17/detail');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Согласовать: вознаграждение В-18' }));
    await waitFor(() => expect(asked).toEqual(['r-18']));
    await waitFor(() => expect(uiStore.getState().notifications.map((note) => note.message)).toContain('Операция выполнена'));
  });

  it('shows the server’s refusal of an action with its message', async () => {
    server.use(mock.post(`${PREFIX}/r-17/agreement`, () => HttpResponse.json({ message: 'Вознаграждение уже согласовано' }, { status: 400 })));
    render('/lka/reward');
    await userEvent.click(await screen.findByRole('button', { name: 'Согласовать: вознаграждение В-17' }));
    await waitFor(() => expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Вознаграждение уже согласовано' }));
  });

  it('says a missing file is not formed; a file call answering 404 is logged and its button gives way to a muted line saying the server does not give it', async () => {
    server.use(
      mock.get(`${PREFIX}/r-17/detail`, () => HttpResponse.json({ reward: ROWS[0], report: { fileId: 'f-2', name: 'Отчёт.xlsx' } })),
      mock.get(`${PREFIX}/r-17/files/f-2`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    );
    render('/lka/reward/r-17/detail');
    const report = await screen.findByRole('button', { name: /Скачать: отчёт/ });
    expect(screen.queryByRole('button', { name: /Скачать: акт/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Согласовать: вознаграждение В-17' })).toBeInTheDocument();
    await userEvent.click(report);
    await waitFor(() => expect(logged.some((message) => message.includes('files/{fileId}') && message.includes('404'))).toBe(true));
    expect(await screen.findByText('Отчёт этим сервером не выдаётся.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Скачать: отчёт/ })).toBeNull();
    expect(screen.getByText('Акт ещё не сформирован.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saved.files).toHaveLength(0);
    expect(uiStore.getState().error).toBeNull();
  });

  it('LKD: a file call answering 404 (not in §7) is logged and its button gives way to a muted line; a missing file says it is not formed', async () => {
    const DEBTOR = `${API}/lkd/reward-debtor/rewards`;
    server.use(
      mock.get(`${DEBTOR}/r-17/detail`, () => HttpResponse.json({ reward: ROWS[0], act: { fileId: 'f-1', name: 'Акт.pdf' } })),
      mock.get(`${DEBTOR}/r-17/files/f-1`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    );
    renderInCabinet(
      <Routes>
        {rewardPages(LKD_REWARDS).map((page) => (
          <Route key={page.path} path={page.path} element={page.element} />
        ))}
      </Routes>,
      { path: '/lkd/reward/r-17/detail', cabinet: 'lkd' },
    );
    await userEvent.click(await screen.findByRole('button', { name: /Скачать: акт/ }));
    await waitFor(() => expect(logged.some((message) => message.includes('files/{fileId}') && message.includes('404'))).toBe(true));
    expect(await screen.findByText('Акт этим сервером не выдаётся.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Скачать: акт/ })).toBeNull();
    expect(screen.getByText('Отчёт ещё не сформирован.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saved.files).toHaveLength(0);
    expect(uiStore.getState().error).toBeNull();
  });

  it('names a reward without a number by its period or date, never by its id, in the list, its actions and its detail', async () => {
    server.use(
      mock.post(`${PREFIX}/all`, () =>
        HttpResponse.json({ total: 2, items: [{ id: 'r-30', periodFrom: '2026-10-01', periodTo: '2026-10-31', status: { name: 'На согласовании' } }, { id: 'r-31', createDate: '2026-11-19' }] }),
      ),
      mock.get(`${PREFIX}/r-30/detail`, () => HttpResponse.json({ reward: { id: 'r-30' } })),
    );
    render('/lka/reward');
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Открыть вознаграждение за 01.10.2026 – 31.10.2026' })).toHaveTextContent('Без номера');
    expect(within(rows[0]!).getByRole('button', { name: 'Согласовать: вознаграждение за 01.10.2026 – 31.10.2026' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Открыть вознаграждение от 19.11.2026' })).toHaveTextContent('Без номера');
    expect(screen.queryByText(/r-3\d/)).toBeNull();
    await userEvent.click(within(rows[0]!).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вознаграждение за 01.10.2026 – 31.10.2026' })).toBeInTheDocument();
  });

  it('fills a detail that names only the reward’s id (spec §3) from the list it was opened from: no actions on a paid one', async () => {
    server.use(mock.get(`${PREFIX}/r-21/detail`, () => HttpResponse.json({ reward: { id: 'r-21' } })));
    render('/lka/reward');
    await userEvent.click(await screen.findByRole('link', { name: 'Открыть вознаграждение В-21' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вознаграждение В-21' })).toBeInTheDocument();
    expect(screen.getByText('Оплачено')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Согласовать|Отклонить/ })).toBeNull();
  });

  it('asks the list for the status of a detail opened by its address (spec §3 gives the detail only an id): a paid reward offers no action', async () => {
    const asked: unknown[] = [];
    server.use(
      mock.get(`${PREFIX}/r-21/detail`, () => HttpResponse.json({ reward: { id: 'r-21' } })),
      mock.post(`${PREFIX}/all`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ total: ROWS.length, items: ROWS });
      }),
    );
    render('/lka/reward/r-21/detail');
    expect(await screen.findByText('Оплачено')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Согласовать|Отклонить/ })).toBeNull();
    expect(asked).toEqual([{ sortBy: 'create_date', sortDesc: true, page: 0, size: 30, pagination: true }]);
  });

  it('after approving, the detail without a status asks the list again and no longer offers approval', async () => {
    let approved = false;
    server.use(
      mock.get(`${PREFIX}/r-17/detail`, () => HttpResponse.json({ reward: { id: 'r-17' } })),
      mock.post(`${PREFIX}/r-17/agreement`, () => {
        approved = true;
        return new HttpResponse(null, { status: 200 });
      }),
      mock.post(`${PREFIX}/all`, () =>
        HttpResponse.json({ total: ROWS.length, items: ROWS.map((row) => (row.id === 'r-17' && approved ? { ...row, status: { name: 'Согласовано' } } : row)) }),
      ),
    );
    render('/lka/reward/r-17/detail');
    await userEvent.click(await screen.findByRole('button', { name: 'Согласовать: вознаграждение В-17' }));
    expect(await screen.findByText('Согласовано')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Согласовать|Отклонить/ })).toBeNull();
  });
});
