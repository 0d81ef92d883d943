/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Navigate, useLocation } from '@portal/ui/router';
import { SCOPES, type Scope } from '@portal/api';
import { cancelLogout, setVocabulary, startSession, stopSession } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { loadCabinet, readCabinetFacts, setAsideFailedRender } from '../remotes/remoteRegistry';
import { declaredCabinetFacts } from '../testing/declaredCabinets';
import { demoUser } from '../testing/demoUser';
import { renderApp } from '../testing/renderApp';
import { chooseMenuItem } from '../testing/chooseMenuItem';
import { shellHandlers } from '../testing/shellHandlers';

jest.mock('../remotes/remoteRegistry', () => ({ loadCabinet: jest.fn(), setAsideFailedRender: jest.fn(), readCabinetFacts: jest.fn() }));
const loadCabinetMock = jest.mocked(loadCabinet);
const readCabinetFactsMock = jest.mocked(readCabinetFacts);
const landingOf = (scope: Scope) => declaredCabinetFacts(scope).landing;

const server = setupServer();
const config = { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' };

/** Stands in for a remote's Cabinet: sends its root on to its landing page, as CabinetShell does, and shows which cabinet rendered it and where. */
function fakeCabinet(scope: Scope) {
  return function Cabinet() {
    const { pathname } = useLocation();
    if (pathname.replace(/\/+$/, '') === `/${scope.toLowerCase()}`) return <Navigate to={landingOf(scope)} replace />;
    return <p>{`cabinet ${scope} at ${pathname}`}</p>;
  };
}

async function signIn(fake: FakeIdentityClient, outcome: FakeIdentityClient['initOutcome'] = 'authenticated') {
  fake.initOutcome = outcome;
  await startSession(config, { createClient: () => fake });
}

describe('host routes and guards', () => {
  let fake: FakeIdentityClient;
  let userScope: Scope;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(() => {
    fake = new FakeIdentityClient();
    userScope = 'LKK';
    window.localStorage.clear();
    server.use(
      ...shellHandlers(),
      mock.get('http://localhost/api/v2/user', () => HttpResponse.json(demoUser(userScope))),
      mock.put('http://localhost/api/v2/user/lastlogin', () => new HttpResponse(null, { status: 200 })),
    );
    loadCabinetMock.mockReset();
    loadCabinetMock.mockImplementation(async (scope) => fakeCabinet(scope));
    readCabinetFactsMock.mockReset();
    readCabinetFactsMock.mockImplementation(async (scope) => declaredCabinetFacts(scope));
  });

  afterEach(() => {
    cleanup();
    server.resetHandlers();
    stopSession();
  });

  describe('cabinet entry guard', () => {
    const cases = SCOPES.flatMap((scope) =>
      SCOPES.flatMap((cabinet) => {
        const prefix = `/${cabinet.toLowerCase()}`;
        return [prefix, `${prefix}/reports`].map((path) => {
          const lands = cabinet === scope && path !== prefix ? path : landingOf(scope);
          return [scope, path, lands] as const;
        });
      }),
    );

    it.each(cases)('a user of %s opening %s lands on %s', async (scope, path, lands) => {
      userScope = scope;
      await signIn(fake);
      renderApp(path);
      // Sign-in, the user load and the redirects (the host's to the cabinet's root, the cabinet's on to its landing
      // page) take several renders: the wait lasts as long as the test may (setupTests.ts).
      expect(await screen.findByText(`cabinet ${scope} at ${lands}`)).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(lands);
      expect(loadCabinetMock.mock.calls.every(([loaded]) => loaded === scope)).toBe(true);
    });
  });

  it.each(SCOPES)('/ and /login send a user of %s to the landing page', async (scope) => {
    userScope = scope;
    await signIn(fake);
    renderApp('/');
    expect(await screen.findByText(`cabinet ${scope} at ${landingOf(scope)}`)).toBeInTheDocument();
  });

  it('shows the user and the active role in the header', async () => {
    userScope = 'LKD';
    await signIn(fake);
    renderApp('/lkd/supplies');
    const header = await screen.findByTestId('header-user');
    expect(header).toHaveTextContent('Иванов И. И.');
    expect(await screen.findByText('Иванов Иван Иванович (Кабинет дебитора)')).toBeInTheDocument();
    expect(screen.getByTestId('header-logo')).toHaveAttribute('href', '/lkd/critical');
  });

  it("names the cabinet and links the logo as the cabinet's manifest declares them: a renamed cabinet or a moved home needs no host change", async () => {
    userScope = 'LKD';
    readCabinetFactsMock.mockImplementation(async () => ({ name: 'Кабинет покупателя', home: '/lkd/events', landing: '/lkd/supplies' }));
    await signIn(fake);
    renderApp('/lkd/supplies');
    expect(await screen.findByText('Иванов Иван Иванович (Кабинет покупателя)')).toBeInTheDocument();
    expect(screen.getByTestId('header-logo')).toHaveAttribute('href', '/lkd/events');
  });

  it.each(['/', '/login', '/lkk/main', '/error'])('sends an unauthenticated visitor of %s to sign in at the site origin', async (path) => {
    await signIn(fake, 'anonymous');
    renderApp(path);
    await waitFor(() => expect(fake.loginCalls).toEqual([{ redirectUri: 'http://localhost' }]));
    expect(loadCabinetMock).not.toHaveBeenCalled();
  });

  it('shows /ukep to an unauthenticated visitor with the client cabinet title', async () => {
    await signIn(fake, 'anonymous');
    setVocabulary({});
    renderApp('/ukep');
    expect(await screen.findByRole('heading', { name: 'Кабинет клиента' })).toBeInTheDocument();
    expect(document.title).toBe('Кабинет клиента');
    expect(fake.loginCalls).toEqual([]);
  });

  it('takes the /ukep title from the vocabulary when it has one', async () => {
    await signIn(fake, 'anonymous');
    setVocabulary({ clientCabinetTitle: 'Кабинет клиента ФК' });
    renderApp('/ukep');
    expect(await screen.findByRole('heading', { name: 'Кабинет клиента ФК' })).toBeInTheDocument();
    expect(document.title).toBe('Кабинет клиента ФК');
  });

  it('moves a signed-in user away from /ukep', async () => {
    await signIn(fake);
    renderApp('/ukep');
    expect(await screen.findByText('cabinet LKK at /lkk/main')).toBeInTheDocument();
  });

  it("asks for the logout confirmation from the user menu's 'Выход'", async () => {
    await signIn(fake);
    renderApp('/lkk/main');
    await chooseMenuItem(userEvent.setup(), 'Выход');
    expect(await screen.findByText('Вы действительно хотите выйти?')).toBeVisible();
    expect(fake.logoutCalls).toEqual([]);
    act(() => cancelLogout());
    await waitFor(() => expect(screen.queryByText('Вы действительно хотите выйти?')).not.toBeInTheDocument());
  });

  it('shows a failed remote inside the shell and loads it on retry', async () => {
    await signIn(fake);
    loadCabinetMock.mockRejectedValueOnce(new Error('Failed to fetch http://localhost:3001/mf-manifest.json'));
    renderApp('/lkk/main');
    const failure = await screen.findByTestId('remote-error');
    expect(failure).toHaveTextContent('Не удалось загрузить кабинет');
    expect(failure).toHaveTextContent('Failed to fetch http://localhost:3001/mf-manifest.json');
    expect(screen.getByTestId('header-user')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Меню пользователя' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('cabinet LKK at /lkk/main')).toBeInTheDocument();
    expect(loadCabinetMock).toHaveBeenCalledTimes(2);
  });

  it('catches a remote that crashes while rendering and renders it again on retry', async () => {
    await signIn(fake);
    // React reports the crash the error boundary caught.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let crash = true;
    loadCabinetMock.mockResolvedValue(function Cabinet() {
      if (crash) throw new Error('render exploded');
      return <p>recovered</p>;
    });
    // The registry's part, stood in for: a version that crashed on its first render is set aside, and with no other
    // version left the next load fails with that crash.
    jest.mocked(setAsideFailedRender).mockImplementationOnce((_scope, error) => void loadCabinetMock.mockRejectedValueOnce(error));
    renderApp('/lkk/main');
    expect(await screen.findByTestId('remote-error')).toHaveTextContent('render exploded');
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('recovered')).toBeInTheDocument();
    expect(logged.mock.calls.flat().some((arg) => arg instanceof Error && arg.message === 'render exploded')).toBe(true);
    logged.mockRestore();
  });

  it('offers a retry when the user cannot be loaded', async () => {
    await signIn(fake);
    server.use(mock.get('http://localhost/api/v2/user', () => new HttpResponse(null, { status: 503 }), { once: true }));
    renderApp('/lkk/main');
    expect(await screen.findByTestId('user-error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('cabinet LKK at /lkk/main')).toBeInTheDocument();
  });
});
