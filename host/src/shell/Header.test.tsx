/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import type { Scope, User } from '@portal/api';
import { sessionStore, startSession, stopSession, uiStore } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { demoUser } from '../testing/demoUser';
import { renderShellPart } from '../testing/renderShellPart';
import { shellHandlers } from '../testing/shellHandlers';
import { Header } from './Header';

const API = 'http://localhost/api';
const server = setupServer();
const config = { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' };

function userOf(scope: Scope, extra: Partial<User> = {}): User {
  return {
    ...demoUser(scope),
    shortName: 'ООО "Ромашка"',
    fio: 'Иванов Иван Иванович',
    currentLoginTime: '2025-05-12T09:15:00',
    previousLoginTime: '2025-05-08T14:02:00',
    ...extra,
  };
}

let limitsBodies: unknown[];
let rendered: ReturnType<typeof renderShellPart> | undefined;

async function renderHeader(user: User) {
  await startSession(config, { createClient: () => new FakeIdentityClient() });
  act(() => sessionStore.setState({ user }));
  rendered = renderShellPart(<Header />);
  return rendered;
}

describe('Header', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    limitsBodies = [];
    window.localStorage.clear();
    server.use(
      ...shellHandlers(),
      mock.post(`${API}/lkk/user/limits`, async ({ request }) => {
        limitsBodies.push(await request.json());
        return HttpResponse.json({
          limits: [
            { contractFactNum: 'ДФ-2023/0147', freeLimit: 12_500_000 },
            { contractFactNum: 'ДФ-2024/0032', freeLimit: 3_750_250.5 },
          ],
          sumLimit: 16_250_250.5,
        });
      }),
    );
  });
  afterEach(async () => {
    // What the header started (theme, logo, limits) is answered before its handlers go.
    const client = rendered?.queryClient;
    if (client) await waitFor(() => expect(client.isFetching()).toBe(0));
    rendered = undefined;
    cleanup();
    server.resetHandlers();
    stopSession();
  });

  it('shows the short name, the full name with the role in brackets and both login times', async () => {
    await renderHeader(userOf('LKK'));
    const identity = screen.getByTestId('header-user');
    expect(identity).toHaveTextContent('ООО "Ромашка"');
    // The role is the cabinet's name as its manifest declares it (decision 0054).
    await waitFor(() => expect(identity).toHaveTextContent('Иванов Иван Иванович (Кабинет поставщика)'));
    const times = screen.getByTestId('header-login-times');
    expect(times).toHaveTextContent('Текущий вход: 12.05.2025 09:15');
    expect(times).toHaveTextContent('Предыдущий вход: 08.05.2025 14:02');
    await screen.findByTestId('header-limit');
  });

  it('leaves out the previous login when there is none', async () => {
    await renderHeader(userOf('LKD', { previousLoginTime: null }));
    const times = screen.getByTestId('header-login-times');
    expect(times).toHaveTextContent('Текущий вход: 12.05.2025 09:15');
    expect(times).not.toHaveTextContent('Предыдущий вход');
    await waitFor(() => expect(screen.getByTestId('header-user')).toHaveTextContent('(Кабинет дебитора)'));
  });

  it.each([
    ['LKK', '/lkk/main'],
    ['LKP', '/lkp/main'],
    ['LKD', '/lkd/critical'],
    ['LKA', '/lka/supplies'],
  ] as const)('links the logo of %s to %s', async (scope, home) => {
    await renderHeader(userOf(scope));
    await waitFor(() => expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', home));
    await waitFor(() => expect(screen.getByTestId('header-logo').querySelector('svg')).not.toBeNull());
  });

  it('shows a skeleton until the limits arrive, then their sum in roubles with each contract in a tooltip', async () => {
    server.use(
      mock.post(`${API}/lkk/user/limits`, async ({ request }) => {
        limitsBodies.push(await request.json());
        await delay(150);
        return HttpResponse.json({
          limits: [
            { contractFactNum: 'ДФ-2023/0147', freeLimit: 12_500_000 },
            { contractFactNum: 'ДФ-2024/0032', freeLimit: 3_750_250.5 },
          ],
          sumLimit: 16_250_250.5,
        });
      }),
    );
    const user = userEvent.setup();
    await renderHeader(userOf('LKP', { username: 'principal' }));
    // a named status, not a named div without a role (aria-prohibited-attr)
    expect(screen.getByRole('status', { name: 'Доступный лимит' })).toBe(screen.getByTestId('header-limit-skeleton'));
    const limit = await screen.findByTestId('header-limit');
    expect(screen.queryByTestId('header-limit-skeleton')).toBeNull();
    expect(limit).toHaveTextContent('Доступный лимит');
    expect(limit).toHaveTextContent('16 250 250,50 Руб.');
    expect(limitsBodies).toEqual([{ username: 'principal', scope: 'LKP' }]);

    await user.hover(limit);
    const tooltip = await screen.findByTestId('header-limit-tooltip');
    expect(within(tooltip).getByText('ДФ-2023/0147: 12 500 000 Руб.')).toBeInTheDocument();
    expect(within(tooltip).getByText('ДФ-2024/0032: 3 750 250,50 Руб.')).toBeInTheDocument();
  });

  it('opens the limits tooltip from the keyboard too', async () => {
    const user = userEvent.setup();
    await renderHeader(userOf('LKK'));
    const limit = await screen.findByTestId('header-limit');
    await user.tab();
    await user.tab();
    expect(limit).toHaveFocus();
    expect(await screen.findByTestId('header-limit-tooltip')).toHaveTextContent('ДФ-2023/0147: 12 500 000 Руб.');
    await user.keyboard('{Escape}');
  });

  it.each(['LKD', 'LKA'] as const)('asks for no limits in %s and shows none', async (scope) => {
    await renderHeader(userOf(scope));
    await waitFor(() => expect(screen.getByTestId('header-logo').querySelector('svg')).not.toBeNull());
    expect(screen.queryByTestId('header-limit-skeleton')).toBeNull();
    expect(screen.queryByTestId('header-limit')).toBeNull();
    expect(limitsBodies).toEqual([]);
  });

  it('shows the orange mandate notice while the power of attorney expires', async () => {
    server.use(mock.get(`${API}/vicarious/expiredStatus`, () => HttpResponse.json({ status: true, expirationDate: '2025-06-30' })));
    await renderHeader(userOf('LKK'));
    expect(await screen.findByTestId('mandate-expiry')).toHaveTextContent(
      'Срок действия МЧД до 30.06.2025 Необходимо обновить доверенность в профиле пользователя.',
    );
  });

  it.each([
    ['answers 404 (the spec does not show the mandate-expiry path; BEYOND_SPEC.md)', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })],
    ['answers something else than {status, expirationDate}', () => HttpResponse.json(true)],
  ])('shows no mandate notice and no error when GET /vicarious/expiredStatus %s', async (_case, answer) => {
    server.use(mock.get(`${API}/vicarious/expiredStatus`, answer));
    await renderHeader(userOf('LKK'));
    await screen.findByTestId('header-limit');
    await waitFor(() => expect(uiStore.getState().error).toBeNull());
    expect(screen.queryByTestId('mandate-expiry')).toBeNull();
    expect(screen.getByTestId('header-user')).toBeVisible();
  });

  it('shows no mandate notice when the status is false', async () => {
    await renderHeader(userOf('LKK'));
    await screen.findByTestId('header-limit');
    expect(screen.queryByTestId('mandate-expiry')).toBeNull();
  });
});
