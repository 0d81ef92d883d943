/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { cleanup, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loadCurrentUser, sessionStore, startSession, stopSession, uiStore } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { renderShellPart } from '../testing/renderShellPart';
import { shellHandlers } from '../testing/shellHandlers';
import { Header } from '../shell/Header';
import { switchScope } from '../userMenu/switchScope';
import { reloadPage } from '../userMenu/reloadPage';

jest.mock('../userMenu/reloadPage', () => ({ reloadPage: jest.fn() }));

const API = 'http://localhost/api';
const server = setupServer();
let scopeCalls: string[];

/** GET /v2/user answers `user` (spec §3 names the fields, not their types; a back end may send ids as text and leave fields out). */
function answerUser(user: Record<string, unknown>) {
  server.use(mock.get(`${API}/v2/user`, () => HttpResponse.json(user)));
}

describe('the shell with the user a real back end may send (GET /v2/user)', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(async () => {
    scopeCalls = [];
    uiStore.setState({ error: null });
    server.use(
      ...shellHandlers(),
      mock.put(/\/api\/v2\/user\/.+\/scope$/, ({ request }) => {
        scopeCalls.push(new URL(request.url).pathname);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await startSession({ url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' }, { createClient: () => new FakeIdentityClient() });
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    stopSession();
    jest.mocked(reloadPage).mockReset();
  });

  it('loads ids sent as text: a number as text is that number, other text is kept as sent, empty text is none', async () => {
    answerUser({ id: 'u-7', username: 'supplier', scope: 'lkk', clientId: 'C-12', debtorId: '', agentId: ' 42 ' });
    const user = await loadCurrentUser();
    expect(user).toMatchObject({ id: 'u-7', scope: 'LKK', clientId: 'C-12', debtorId: null, agentId: 42 });
  });

  it('does not fail the user for an id of another kind (an object, a boolean): that id is none', async () => {
    answerUser({ id: 7, username: 'supplier', scope: 'LKK', clientId: { value: 12 }, agentId: true });
    const user = await loadCurrentUser();
    expect(user).toMatchObject({ id: 7, clientId: null, agentId: null });
  });

  it('loads a user with nothing but a scope: the login and the full name come from the identity token, the rest is empty', async () => {
    answerUser({ scope: 'LKD' });
    const user = await loadCurrentUser();
    expect(user).toMatchObject({ id: null, username: 'supplier', fio: 'Иванов Иван Иванович', scope: 'LKD', availableSystems: ['LKD'], hasActualPassword: true, clientId: null });
    renderShellPart(<Header />);
    expect(await screen.findByTestId('header-user')).toHaveTextContent('Иванов Иван Иванович (Кабинет дебитора)');
  });

  it('switches the scope of a user whose id is text, encoded as one path segment', async () => {
    answerUser({ id: 'org/7', username: 'multi', scope: 'LKK', availableSystems: ['LKK', 'LKD'] });
    const user = await loadCurrentUser();
    await switchScope(user, 'LKD');
    expect(scopeCalls).toEqual(['/api/v2/user/org%2F7/scope']);
    expect(reloadPage).toHaveBeenCalled();
  });

  it('refuses to switch a user without an id, with a message, and sends nothing', async () => {
    answerUser({ username: 'multi', scope: 'LKK', availableSystems: ['LKK', 'LKD'] });
    const user = await loadCurrentUser();
    await expect(switchScope(user, 'LKD')).rejects.toThrow();
    expect(scopeCalls).toEqual([]);
    expect(uiStore.getState().error?.message).toBe('Сервер не передал идентификатор пользователя: роль сменить нельзя.');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(sessionStore.getState().user?.scope).toBe('LKK');
  });
});
