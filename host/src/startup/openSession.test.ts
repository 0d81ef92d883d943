/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { IdentityConfig } from '@portal/api';
import { clearTokenCookies, writeTokenCookies } from '@portal/platform/src/cookies/tokenCookies';
import { openSession } from './openSession';
import type { SettledKeycloak } from './settledKeycloak';

const server = setupServer();
const CONFIG = { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' };
const ORIGIN = 'http://localhost';

/** A keycloak-js stand-in recording what start-up asked of it. */
function fakeKeycloak(init: () => Promise<boolean>) {
  const calls = { configs: [] as IdentityConfig[], logins: [] as Array<{ redirectUri?: string }>, initOptions: [] as unknown[] };
  const factory = (config: IdentityConfig) => {
    calls.configs.push(config);
    return {
      init: (options: unknown) => {
        calls.initOptions.push(options);
        return init();
      },
      login: (options: { redirectUri?: string }) => {
        calls.logins.push(options);
        return Promise.resolve();
      },
    } as unknown as SettledKeycloak;
  };
  return { factory, calls };
}

describe('openSession (start-up before the app is downloaded)', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => server.use(mock.get(`${ORIGIN}/config`, () => HttpResponse.json({ ...CONFIG, extra: 'ignored' }))));
  afterEach(() => server.resetHandlers());

  it.each([
    ['/', true],
    ['/lkk/main', true],
    ['/lkk/registries/12/detail', true],
    ['/ukep', false],
    ['/ukep/', false],
    // The workstation check is open before sign-in too (decision 0028).
    ['/check', false],
    ['/check/', false],
    ['/checkout', true],
  ])('without a session on %s, redirects to the login (%s) with the site origin as return address', async (pathname, redirects) => {
    const keycloak = fakeKeycloak(() => Promise.resolve(false));
    const outcome = await openSession({ origin: ORIGIN, pathname }, keycloak.factory);
    expect(outcome.kind).toBe(redirects ? 'redirecting' : 'ready');
    expect(keycloak.calls.logins).toEqual(redirects ? [{ redirectUri: ORIGIN }] : []);
  });

  it('with a session, hands the initialised client and the config to the app', async () => {
    const keycloak = fakeKeycloak(() => Promise.resolve(true));
    const outcome = await openSession({ origin: ORIGIN, pathname: '/lkk/main' }, keycloak.factory);
    expect(outcome).toMatchObject({ kind: 'ready', config: CONFIG });
    expect(keycloak.calls.configs).toEqual([CONFIG]);
    expect(keycloak.calls.initOptions).toEqual([
      expect.objectContaining({ onLoad: 'check-sso', checkLoginIframe: false, pkceMethod: 'S256', silentCheckSsoRedirectUri: `${ORIGIN}/silent-check-sso.html` }),
    ]);
    expect(keycloak.calls.logins).toEqual([]);
  });

  it('lets the app report a failed sign-on check instead of redirecting in a loop', async () => {
    const keycloak = fakeKeycloak(() => Promise.reject(new Error('Invalid nonce, clearing token')));
    const outcome = await openSession({ origin: ORIGIN, pathname: '/lkk/main' }, keycloak.factory);
    expect(outcome.kind).toBe('ready');
    expect(keycloak.calls.logins).toEqual([]);
  });

  it.each([
    ['an error status', () => new HttpResponse('down', { status: 503 }), 'GET /config answered 503'],
    ['a config without a realm', () => HttpResponse.json({ url: 'x', clientId: 'y' }), '"realm" must be a non-empty string'],
  ])('fails with a reason the app shows when /config answers %s', async (_case, answer, reason) => {
    server.use(mock.get(`${ORIGIN}/config`, answer));
    const keycloak = fakeKeycloak(() => Promise.resolve(true));
    const outcome = await openSession({ origin: ORIGIN, pathname: '/lkk/main' }, keycloak.factory);
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && String(outcome.error)).toContain(reason);
    expect(keycloak.calls.configs).toEqual([]);
  });

  describe('the identity settings in the page', () => {
    afterEach(() => document.getElementById('portal-config')?.remove());

    function putConfigInPage(text: string) {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = 'portal-config';
      block.textContent = text;
      document.head.appendChild(block);
    }

    it('are used without asking GET /config (one round trip less before the sign-on check)', async () => {
      const asked: string[] = [];
      server.events.on('request:start', ({ request }) => void asked.push(request.url));
      putConfigInPage(JSON.stringify({ ...CONFIG, realm: 'from-page' }));
      const keycloak = fakeKeycloak(() => Promise.resolve(true));
      const outcome = await openSession({ origin: ORIGIN, pathname: '/lkk/main' }, keycloak.factory);
      server.events.removeAllListeners();
      expect(outcome).toMatchObject({ kind: 'ready', config: { ...CONFIG, realm: 'from-page' } });
      expect(asked).toEqual([]);
    });

    it.each([
      ['not JSON', '{url:', "The page's data block portal-config is not JSON"],
      ['without a client id', JSON.stringify({ url: 'x', realm: 'y' }), '"clientId" must be a non-empty string'],
    ])('fail start-up with a reason when they are %s', async (_case, text, reason) => {
      putConfigInPage(text);
      const outcome = await openSession({ origin: ORIGIN, pathname: '/lkk/main' }, fakeKeycloak(() => Promise.resolve(true)).factory);
      expect(outcome.kind === 'failed' && String(outcome.error)).toContain(reason);
    });
  });

  describe('a returning user (the token cookies of the last visit)', () => {
    afterEach(() => {
      clearTokenCookies();
      window.history.pushState({}, '', '/');
    });

    it('hands both tokens the portal wrote to keycloak-js, which refreshes them instead of running the silent check', async () => {
      writeTokenCookies('header.payload.signature', 'refresh.token+/=');
      const keycloak = fakeKeycloak(() => Promise.resolve(true));
      await openSession({ origin: ORIGIN, pathname: '/lkk/main' }, keycloak.factory);
      expect(keycloak.calls.initOptions).toEqual([
        expect.objectContaining({ onLoad: 'check-sso', token: 'header.payload.signature', refreshToken: 'refresh.token+/=' }),
      ]);
    });

    it('hands none when one of them is missing: the silent check runs', async () => {
      writeTokenCookies('header.payload.signature', undefined);
      const keycloak = fakeKeycloak(() => Promise.resolve(true));
      await openSession({ origin: ORIGIN, pathname: '/lkk/main' }, keycloak.factory);
      expect(keycloak.calls.initOptions[0]).not.toHaveProperty('token');
      expect(keycloak.calls.initOptions[0]).not.toHaveProperty('refreshToken');
    });

    it("never adopts tokens another host set (a fresh browser with a sibling's Domain cookies): the silent check, then the login", async () => {
      document.cookie = 'access_token=attacker.access.token; path=/';
      document.cookie = 'refresh_token=attacker.refresh.token; path=/';
      const keycloak = fakeKeycloak(() => Promise.resolve(false));
      const outcome = await openSession({ origin: ORIGIN, pathname: '/lkk/main' }, keycloak.factory);
      expect(keycloak.calls.initOptions[0]).not.toHaveProperty('token');
      expect(keycloak.calls.initOptions[0]).not.toHaveProperty('refreshToken');
      expect(outcome.kind).toBe('redirecting');
      expect(document.cookie).toBe('');
    });

    it('takes a second cookie of either name (a deeper Path) for tampering: nothing handed over, every copy removed', async () => {
      writeTokenCookies('own.access', 'own.refresh');
      window.history.pushState({}, '', '/lkk/main');
      document.cookie = 'access_token=attacker.access.token; path=/lkk';
      document.cookie = 'refresh_token=attacker.refresh.token; path=/lkk';
      const keycloak = fakeKeycloak(() => Promise.resolve(true));
      await openSession({ origin: ORIGIN, pathname: '/lkk/main' }, keycloak.factory);
      expect(keycloak.calls.initOptions[0]).not.toHaveProperty('token');
      expect(keycloak.calls.initOptions[0]).not.toHaveProperty('refreshToken');
      expect(document.cookie).toBe('');
    });
  });
});
