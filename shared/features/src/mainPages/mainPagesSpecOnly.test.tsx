/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { User } from '@portal/api';
import { sessionStore, uiStore } from '@portal/platform';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { renderInCabinet } from '@portal/ui/testing';
import { LKP_EVENTS } from '../events/eventsCabinet';
import { LKP_REGISTRIES } from '../registries/registryCabinet';
import { ClientMainPage } from './ClientMainPage';

/**
 * The client main page against a server that keeps only the spec: only §7's calls answer (anything else is 404), with
 * only the fields the spec names, ids as strings. Nothing the user did not cause may show 'Ошибка'. LKA's own main page
 * is tested in remote-lka/src/pages/MainPage.test.tsx.
 */

const API = 'http://localhost/api';
const server = setupServer();
const asked: string[] = [];

const user = { id: 'u-1', username: 'principal', scope: 'LKP', availableSystems: ['LKP'], clientId: 'c-1', debtorId: null, agentId: 'a-1' } as unknown as User;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  asked.length = 0;
  resetOddAnswerReports();
  resetUiState();
  sessionStore.setState({ user });
  server.use(
    mock.post(`${API}/log/error`, () => new HttpResponse(null, { status: 204 })),
    mock.post(`${API}/lkk/user/limits`, () => HttpResponse.json({ limits: [{ contractFactNum: '572/23-ФК', freeLimit: '1000' }], sumLimit: '1000' })),
    mock.get(`${API}/lkk/dashboard/eventGroups`, () => HttpResponse.json({ items: [{ items: [{ eventId: 'e-1' }] }] })),
    mock.get(`${API}/lkk/events/critical`, () => HttpResponse.json([{ id: 'e-2', status: { code: 'WAIT' }, category: { categoryEnum: 'MESSAGE' } }])),
    // §7's per-day call: the calendar marks days from it when the critical events carry no date.
    mock.get(`${API}/lkk/events/calendar/:day`, () => HttpResponse.json([])),
    mock.post(`${API}/registries`, () => HttpResponse.json({ total: 1, items: [{ id: 'r-1' }] })),
    // Anything else is not in §7.
    mock.all(`${API}/*`, ({ request }) => {
      asked.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.setState({ user: null });
});

describe('main pages against a spec-only server', () => {
  it('LKP main: limits, event groups without ids, the latest registries and critical events, no error', async () => {
    renderInCabinet(<ClientMainPage registries={LKP_REGISTRIES} events={LKP_EVENTS} />, { path: '/lkp/main', cabinet: 'lkp' });
    expect(await screen.findByRole('table', { name: 'Всего доступно: 1 000 Руб.' })).toBeInTheDocument();
    expect(await within(await screen.findByRole('group', { name: 'Группы событий' })).findByRole('button', { name: 'Группа 1 (1)' })).toBeInTheDocument();
    // A row without a number is not named by its id: the link reads «Без номера».
    const registryLink = await screen.findByRole('link', { name: 'Заявка без номера' });
    expect(registryLink).toHaveTextContent('Без номера');
    expect(registryLink).toHaveAttribute('href', '/lkp/registries/r-1');
    await waitFor(() => expect(screen.queryByLabelText('Загрузка критических событий')).toBeNull());
    expect(screen.queryByText(/Не удалось загрузить/)).toBeNull();
    expect(uiStore.getState().error).toBeNull();
    expect(asked).toEqual([]);
  });
});
