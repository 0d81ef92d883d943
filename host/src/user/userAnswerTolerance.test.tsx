/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loadCurrentUser, sessionStore, startSession, stopSession, uiStore } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { SideMenu, type MenuItem } from '@portal/ui';
import { Bell, House } from '@portal/ui/icons';
import { renderShellPart } from '../testing/renderShellPart';
import { shellHandlers } from '../testing/shellHandlers';
import { Header } from '../shell/Header';
import { switchScope } from '../userMenu/switchScope';
import { reloadPage } from '../userMenu/reloadPage';
import { UserGate } from './UserGate';

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
    const header = await screen.findByTestId('header-user');
    await waitFor(() => expect(header).toHaveTextContent('Иванов Иван Иванович (Кабинет дебитора)'));
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

  it('gives a user sent without eventStatus and iconEvent the plain events icon in the menu', async () => {
    // The fields of spec §3 a back end may leave out: no event status, no event icon.
    answerUser({ id: 7, username: 'supplier', scope: 'LKK', availableSystems: ['LKK'], fio: 'Иванов Иван Иванович' });
    const user = await loadCurrentUser();
    expect(user).toMatchObject({ eventStatus: null, iconEvent: null });
    const items: MenuItem[] = [
      { path: '/lkk/main', label: 'Главная', icon: House },
      { path: '/lkk/events', label: 'События', icon: Bell, signal: 'events' },
    ];
    renderShellPart(<SideMenu items={items} />);
    const events = await screen.findByRole('link', { name: 'События' });
    expect(within(events).queryByTestId('menu-event-icon')).toBeNull();
    expect(events.querySelector('svg')).toHaveClass('lucide-bell');
    expect(events).not.toHaveAccessibleDescription();
  });

  it.each([
    ['without a scope', { id: 7, username: 'supplier' }],
    ['with a scope spec §3 does not list', { id: 7, username: 'supplier', scope: 'LKX' }],
  ])('fails to load a user sent %s, offering «Повторить»; the retry loads the user once the scope comes', async (_how, answer) => {
    server.use(mock.put(`${API}/v2/user/lastlogin`, () => new HttpResponse(null, { status: 200 })));
    answerUser(answer);
    renderShellPart(<UserGate>{(user) => <p>Кабинет {user.scope}</p>}</UserGate>);
    const failure = await screen.findByTestId('user-error');
    expect(within(failure).getByRole('alert')).toHaveTextContent('Не удалось получить данные пользователя');
    expect(screen.queryByText(/^Кабинет/)).toBeNull();
    answerUser({ ...answer, scope: 'LKK' });
    await userEvent.click(within(failure).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByText('Кабинет LKK')).toBeInTheDocument());
  });
});
