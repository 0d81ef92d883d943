/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { IdentityConfig } from '@portal/api';
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
    const expire = (name: string) => (document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
    afterEach(() => ['access_token', 'refresh_token'].forEach(expire));

    it('hands both tokens to keycloak-js, which refreshes them instead of running the silent check', async () => {
      document.cookie = 'access_token=header.payload.signature; path=/';
      document.cookie = `refresh_token=${encodeURIComponent('refresh.token+/=')}; path=/`;
      const keycloak = fakeKeycloak(() => Promise.resolve(true));
      await openSession({ origin: ORIGIN, pathname: '/lkk/main' }, keycloak.factory);
      expect(keycloak.calls.initOptions).toEqual([
        expect.objectContaining({ onLoad: 'check-sso', token: 'header.payload.signature', refreshToken: 'refresh.token+/=' }),
      ]);
    });

    it('hands none when one of them is missing: the silent check runs', async () => {
      document.cookie = 'access_token=header.payload.signature; path=/';
      const keycloak = fakeKeycloak(() => Promise.resolve(true));
      await openSession({ origin: ORIGIN, pathname: '/lkk/main' }, keycloak.factory);
      expect(keycloak.calls.initOptions[0]).not.toHaveProperty('token');
      expect(keycloak.calls.initOptions[0]).not.toHaveProperty('refreshToken');
    });
  });
});
