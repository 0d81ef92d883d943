/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { User } from '@portal/api';
import { sessionStore, startSession, stopSession } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { fakeViewport } from '@portal/ui/testing';
import { demoUser } from '../testing/demoUser';
import { renderShellPart } from '../testing/renderShellPart';
import { shellHandlers } from '../testing/shellHandlers';
import { Header } from './Header';

// The header by spec §9's breakpoints: xs 600, sm 960. Each case sits at the edge of a breakpoint.
const API = 'http://localhost/api';
const server = setupServer();
const config = { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' };
const user: User = {
  ...demoUser('LKK'),
  shortName: 'ООО "Ромашка"',
  fio: 'Иванов Иван Иванович',
  currentLoginTime: '2025-05-12T09:15:00',
  previousLoginTime: '2025-05-08T14:02:00',
};
let viewport: ReturnType<typeof fakeViewport>;

async function renderHeaderAt(width: number) {
  viewport = fakeViewport(width);
  await startSession(config, { createClient: () => new FakeIdentityClient() });
  act(() => sessionStore.setState({ user }));
  renderShellPart(<Header />);
  // The limit (LKK) stays at every width.
  await screen.findByTestId('header-limit');
}

async function openUserMenu() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Меню пользователя' }));
  return screen.findByRole('menu');
}

describe('Header by screen width', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    server.use(
      ...shellHandlers(),
      mock.post(`${API}/lkk/user/limits`, () => HttpResponse.json({ limits: [{ contractFactNum: 'ДФ-2023/0147', freeLimit: 12_500_000 }], sumLimit: 12_500_000 })),
    );
    // Used last, so it comes before the shell's own answer.
    server.use(mock.get(`${API}/vicarious/expiredStatus`, () => HttpResponse.json({ status: true, expirationDate: '2025-06-30' })));
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    stopSession();
    viewport.restore();
  });

  it('at 960 px shows everything: login times, short and full name, the whole mandate notice; the menu has no identity', async () => {
    await renderHeaderAt(960);
    expect(screen.getByTestId('header-login-times')).toHaveTextContent('Текущий вход: 12.05.2025 09:15');
    await waitFor(() => expect(screen.getByTestId('header-user')).toHaveTextContent('ООО "Ромашка"Иванов Иван Иванович (Кабинет поставщика)'));
    expect(await screen.findByTestId('mandate-expiry')).toHaveTextContent('Срок действия МЧД до 30.06.2025 Необходимо обновить доверенность');
    await openUserMenu();
    expect(screen.queryByTestId('user-menu-identity')).toBeNull();
  });

  it('at 959 px moves login times and the full name into the user menu; short name, logo, limit stay', async () => {
    await renderHeaderAt(959);
    expect(screen.queryByTestId('header-login-times')).toBeNull();
    expect(screen.getByTestId('header-user')).toHaveTextContent(/^ООО "Ромашка"$/);
    expect(screen.getByTestId('header-logo')).toBeInTheDocument();
    // The notice keeps its date on screen and its advice for screen readers.
    expect(await screen.findByTestId('mandate-expiry')).toHaveTextContent('МЧД до 30.06.2025 Необходимо обновить доверенность');
    expect(screen.getByTestId('mandate-expiry')).not.toHaveTextContent('Срок действия');
    await openUserMenu();
    const identity = screen.getByTestId('user-menu-identity');
    await waitFor(() => expect(identity).toHaveTextContent('Иванов Иван Иванович (Кабинет поставщика)'));
    expect(identity).toHaveTextContent('Текущий вход: 12.05.2025 09:15');
    expect(identity).toHaveTextContent('Предыдущий вход: 08.05.2025 14:02');
    // The menu's own items are still there after it.
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Настройки' })).toBeInTheDocument();
  });

  it('at 599 px leaves logo, limit, the short name in small print and user menu; the names join the menu', async () => {
    await renderHeaderAt(599);
    // Who is signed in shows on a phone too: the short name alone.
    expect(screen.getByTestId('header-user')).toHaveTextContent(/^ООО "Ромашка"$/);
    expect(screen.queryByTestId('header-login-times')).toBeNull();
    expect(screen.getByTestId('header-logo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Меню пользователя' })).toBeInTheDocument();
    expect(await screen.findByTestId('mandate-expiry')).toHaveTextContent(/^МЧД до 30\.06\.2025\. Необходимо/);
    await openUserMenu();
    expect(screen.getByTestId('user-menu-identity')).toHaveTextContent('ООО "Ромашка"');
  });

  it('follows a resize across a breakpoint', async () => {
    await renderHeaderAt(1280);
    expect(screen.getByTestId('header-login-times')).toBeInTheDocument();
    viewport.resize(800);
    expect(screen.queryByTestId('header-login-times')).toBeNull();
    viewport.resize(1000);
    expect(screen.getByTestId('header-login-times')).toBeInTheDocument();
  });

  it('keeps the slot for the cabinet menu button first in the header', async () => {
    await renderHeaderAt(390);
    const header = screen.getByRole('banner');
    expect(header.firstElementChild).toBe(screen.getByTestId('header-menu-slot'));
    expect(screen.getByTestId('header-menu-slot')).toHaveAttribute('id', 'header-menu-slot');
  });
});
