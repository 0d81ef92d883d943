/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { User } from '@portal/api';
import { closeSettings, startSession, stopSession, uiStore } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { chooseMenuItem, menuItem, openUserMenu } from '../testing/chooseMenuItem';
import { demoUser } from '../testing/demoUser';
import { renderShellPart } from '../testing/renderShellPart';
import { shellHandlers } from '../testing/shellHandlers';
import { reloadThemeChoice, THEME_CHOICE_KEY } from '../theme/themeChoice';
import { reloadPage } from './reloadPage';
import { LAST_CABINET_KEY } from '../remotes/lastCabinet';
import { SCOPE_SWITCH_FLAG_KEY } from './scopeSwitchFlag';
import { resetRunningVersions, setRunningCabinet } from '../remotes/runningVersions';
import { UserMenu } from './UserMenu';
import { SettingsDialog } from '../settings/SettingsDialog';
import { LogoutConfirmDialog } from '../dialogs/LogoutConfirmDialog';
import { resetRemoteRegistry } from '../remotes/remoteRegistry';
import { resetCabinetFacts } from '../remotes/cabinetFactsStore';

jest.mock('./reloadPage', () => ({ reloadPage: jest.fn() }));
const reloadMock = jest.mocked(reloadPage);

const server = setupServer();
const multi: User = { ...demoUser('LKK'), id: 105, username: 'multi', availableSystems: ['LKK', 'LKD', 'LKA', 'LKP'] };
let scopeCalls: Array<{ path: string; body: unknown }>;

async function renderMenu(user: User = multi) {
  await startSession({ url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' }, { createClient: () => new FakeIdentityClient() });
  return renderShellPart(<UserMenu user={user} />);
}

describe('UserMenu', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    scopeCalls = [];
    // Each test reads the cabinets' manifests afresh.
    resetRemoteRegistry();
    resetCabinetFacts();
    window.localStorage.clear();
    reloadThemeChoice();
    reloadMock.mockReset();
    server.use(
      ...shellHandlers(),
      mock.put('http://localhost/api/v2/user/:id/scope', async ({ request, params }) => {
        scopeCalls.push({ path: `/api/v2/user/${String(params.id)}/scope`, body: await request.json() });
        return HttpResponse.json({ ...multi, scope: 'LKD' });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    stopSession();
    closeSettings();
    document.documentElement.classList.remove('dark', 'light');
  });

  it("lists 'Выбор роли' with the user's cabinets, the active one checked", async () => {
    const user = userEvent.setup();
    await renderMenu();
    await openUserMenu(user);
    expect(screen.getByText('Выбор роли')).toBeInTheDocument();
    // Named as each cabinet's manifest declares (decision 0054).
    await waitFor(() =>
      expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Кабинет поставщика', 'Кабинет дебитора', 'Кабинет агента', 'Кабинет принципала']),
    );
    expect(menuItem('Кабинет поставщика')).toHaveAttribute('aria-checked', 'true');
    expect(menuItem('Кабинет дебитора')).toHaveAttribute('aria-checked', 'false');
    expect(menuItem('Настройки')).toBeInTheDocument();
    expect(menuItem('Включить темную тему')).toHaveAttribute('aria-checked', 'false');
    expect(menuItem('Выход')).toBeInTheDocument();
  });

  it("reads no other cabinet's manifest for a user with one scope, and another's only once a user with several goes to the menu", async () => {
    const manifests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('mf-manifest.json')) manifests.push(new URL(request.url).pathname);
    });
    const user = userEvent.setup();
    const single = await renderMenu({ ...multi, availableSystems: ['LKK'] });
    await openUserMenu(user);
    await waitFor(() => expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Кабинет поставщика']));
    expect(manifests).toEqual(['/remotes/lkk/mf-manifest.json']);
    single.unmount();
    stopSession();

    manifests.length = 0;
    await renderMenu({ ...multi, scope: 'LKD', availableSystems: ['LKD', 'LKA'] });
    await openUserMenu(user);
    await waitFor(() => expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Кабинет дебитора', 'Кабинет агента']));
    expect(manifests.sort()).toEqual(['/remotes/lka/mf-manifest.json', '/remotes/lkd/mf-manifest.json']);
    server.events.removeAllListeners();
  });

  it("shows support the host's version and the running cabinet's, as text outside the menu items", async () => {
    const user = userEvent.setup();
    resetRunningVersions();
    await renderMenu();
    await openUserMenu(user);
    expect(screen.getByTestId('running-versions')).toHaveTextContent('Версия портала test');
    act(() => setRunningCabinet({ scope: 'LKK', url: 'http://localhost:3001/mf-manifest.json', version: '1.5.0' }));
    expect(screen.getByTestId('running-versions')).toHaveTextContent('Версия портала test, кабинета 1.5.0');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).not.toContain('Версия портала test, кабинета 1.5.0');
    act(() => resetRunningVersions());
  });

  it('switches the cabinet: PUT /v2/user/{id}/scope, the switch flag and the cabinet to expect, then a reload', async () => {
    const user = userEvent.setup();
    await renderMenu();
    await chooseMenuItem(user, 'Кабинет дебитора');
    await waitFor(() => expect(reloadMock).toHaveBeenCalledTimes(1));
    expect(scopeCalls).toEqual([{ path: '/api/v2/user/105/scope', body: { scope: 'LKD' } }]);
    expect(window.localStorage.getItem(SCOPE_SWITCH_FLAG_KEY)).toBe('true');
    // The reloaded page fetches the new cabinet's scripts while the user loads.
    expect(window.localStorage.getItem(LAST_CABINET_KEY)).toBe('LKD');
  });

  it('does nothing when the active cabinet is chosen again', async () => {
    const user = userEvent.setup();
    await renderMenu();
    await chooseMenuItem(user, 'Кабинет поставщика');
    expect(reloadMock).not.toHaveBeenCalled();
    // Another cabinet chosen afterwards switches: by its reload, a call for the first choice would have been sent.
    await chooseMenuItem(user, 'Кабинет дебитора');
    await waitFor(() => expect(reloadMock).toHaveBeenCalledTimes(1));
    expect(scopeCalls).toEqual([{ path: '/api/v2/user/105/scope', body: { scope: 'LKD' } }]);
  });

  it('neither flags nor reloads when the switch is refused', async () => {
    server.use(mock.put('http://localhost/api/v2/user/:id/scope', () => HttpResponse.json({ message: 'Роль недоступна' }, { status: 403 })));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderMenu();
    await chooseMenuItem(user, 'Кабинет агента');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Account switch failed', expect.any(Error)));
    expect(logged).toHaveBeenCalledTimes(1);
    expect(reloadMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(SCOPE_SWITCH_FLAG_KEY)).toBeNull();
    expect(window.localStorage.getItem(LAST_CABINET_KEY)).not.toBe('LKA');
    logged.mockRestore();
  });

  it("opens the settings dialog from 'Настройки'", async () => {
    const user = userEvent.setup();
    await renderMenu();
    await chooseMenuItem(user, 'Настройки');
    expect(uiStore.getState().settingsOpen).toBe(true);
  });

  it('switches to the dark theme, remembers it, and a new page starts dark', async () => {
    const user = userEvent.setup();
    const first = await renderMenu();
    await chooseMenuItem(user, 'Включить темную тему');
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(window.localStorage.getItem(THEME_CHOICE_KEY)).toBe('dark');
    first.unmount();
    stopSession();

    // A reload: the page reads the choice again from local storage.
    document.documentElement.classList.remove('dark');
    act(() => reloadThemeChoice());
    await renderMenu();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await openUserMenu(user);
    expect(menuItem('Включить темную тему')).toHaveAttribute('aria-checked', 'true');
  });

  it('switches back to light and remembers that too', async () => {
    window.localStorage.setItem(THEME_CHOICE_KEY, 'dark');
    reloadThemeChoice();
    const user = userEvent.setup();
    await renderMenu();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await chooseMenuItem(user, 'Включить темную тему');
    await waitFor(() => expect(document.documentElement).toHaveClass('light'));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_CHOICE_KEY)).toBe('light');
  });

  /** jsdom lays nothing out; the focus trap focuses only elements with a size, as a browser's would have. */
  const withLayout = () => jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);

  /** Arrow keys then Enter, sent at once (no frame between them), as a quick keyboard user or a busy machine does. */
  async function chooseAtOnce(user: ReturnType<typeof userEvent.setup>, name: string): Promise<void> {
    const trigger = await screen.findByRole('button', { name: 'Меню пользователя' });
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    const items = [...menu.querySelectorAll('[role^="menuitem"]')];
    const presses = items.findIndex((item) => item.textContent?.includes(name)) + 1;
    await user.keyboard(`${'{ArrowDown}'.repeat(presses)}{Enter}`);
  }

  it('gives focus back to its button when the settings or the logout confirmation chosen from it close, however fast they were chosen', async () => {
    const layout = withLayout();
    server.use(
      mock.get('http://localhost/api/certificate/all', () => HttpResponse.json([])),
      mock.get('http://localhost/api/vicarious/all', () => HttpResponse.json([])),
      mock.get('http://localhost/api/documentTemplate', () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    await startSession({ url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' }, { createClient: () => new FakeIdentityClient() });
    renderShellPart(
      <>
        <UserMenu user={demoUser('LKK')} />
        <SettingsDialog />
        <LogoutConfirmDialog />
      </>,
    );
    const trigger = await screen.findByRole('button', { name: 'Меню пользователя' });

    await chooseAtOnce(user, 'Настройки');
    const settings = await screen.findByTestId('settings-dialog');
    await waitFor(() => expect(settings).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('settings-dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await chooseAtOnce(user, 'Выход');
    const confirmation = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(confirmation).getByRole('button', { name: 'Нет' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    layout.mockRestore();
  });
});
