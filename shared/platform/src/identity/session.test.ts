/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getCookie } from '../cookies/cookies';
import { sessionStore } from '../session/sessionStore';
import { FakeIdentityClient } from '../testing/fakeIdentityClient';
import { login, logout, refreshSessionToken, startSession, stopSession } from './session';

const config = { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' };

function start(fake: FakeIdentityClient, refreshCheckIntervalMs?: number): Promise<boolean> {
  return startSession(config, { createClient: () => fake, ...(refreshCheckIntervalMs ? { refreshCheckIntervalMs } : {}) });
}

const server = setupServer(mock.post('http://localhost/api/token/update', () => new HttpResponse(null, { status: 204 })));

describe('session', () => {
  let fake: FakeIdentityClient;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(() => {
    fake = new FakeIdentityClient();
  });

  afterEach(() => {
    stopSession();
    document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.cookie = 'refresh_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('is not ready before the session starts', () => {
    expect(sessionStore.getState()).toMatchObject({ ready: false, authenticated: false, token: '' });
  });

  it('runs the silent SSO check with the spec options', async () => {
    await start(fake);
    expect(fake.initCalls).toEqual([
      {
        onLoad: 'check-sso',
        silentCheckSsoRedirectUri: 'http://localhost/silent-check-sso.html',
        checkLoginIframe: false,
        pkceMethod: 'S256',
        responseMode: 'fragment',
        flow: 'standard',
      },
    ]);
  });

  it('puts the token in the store and writes both cookies when signed in', async () => {
    await expect(start(fake)).resolves.toBe(true);
    expect(sessionStore.getState()).toMatchObject({
      ready: true,
      authenticated: true,
      userName: 'supplier',
      fullName: 'Иванов Иван Иванович',
      token: 'access-0',
      subject: 'user-1',
      idToken: 'id-access-0',
      refreshToken: 'refresh-access-0',
      realmRoles: ['user'],
      resourceRoles: { 'portal-web': ['client'] },
      timeSkew: 0,
    });
    expect(getCookie('access_token')).toBe('access-0');
    expect(getCookie('refresh_token')).toBe('refresh-access-0');
  });

  it('empties the token and clears both cookies when not signed in', async () => {
    document.cookie = 'access_token=stale; path=/';
    document.cookie = 'refresh_token=stale; path=/';
    fake.initOutcome = 'anonymous';
    await expect(start(fake)).resolves.toBe(false);
    expect(sessionStore.getState()).toMatchObject({ ready: true, authenticated: false, token: '', refreshToken: '' });
    expect(getCookie('access_token')).toBeUndefined();
    expect(getCookie('refresh_token')).toBeUndefined();
  });

  it('logs an init failure and ends ready and unauthenticated', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.initOutcome = 'error';
    await expect(start(fake)).resolves.toBe(false);
    expect(sessionStore.getState()).toMatchObject({ ready: true, authenticated: false });
    expect(logged).toHaveBeenCalledWith('Failure during initialization of keycloak-js adapter', expect.any(Error));
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('checks the token every 10 s, refreshing when under 60 s remain, and updates store and cookies', async () => {
    jest.useFakeTimers();
    fake.refreshDelayMs = 0;
    await start(fake);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(fake.updateTokenCalls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.updateTokenCalls).toEqual([60]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sessionStore.getState()).toMatchObject({ authenticated: true, token: 'access-1' });
    expect(getCookie('access_token')).toBe('access-1');
    expect(getCookie('refresh_token')).toBe('refresh-access-1');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fake.updateTokenCalls).toEqual([60, 60]);
  });

  it('makes the user unauthenticated and clears the cookies when a refresh fails', async () => {
    await start(fake);
    fake.refreshOutcome = 'error';
    await expect(refreshSessionToken()).rejects.toThrow('refresh failed');
    expect(sessionStore.getState()).toMatchObject({ ready: true, authenticated: false, token: '' });
    expect(getCookie('access_token')).toBeUndefined();
    expect(getCookie('refresh_token')).toBeUndefined();
  });

  it('shares one forced refresh among concurrent callers', async () => {
    await start(fake);
    await Promise.all(Array.from({ length: 20 }, () => refreshSessionToken()));
    expect(fake.updateTokenCalls).toEqual([-1]);
    await refreshSessionToken();
    expect(fake.updateTokenCalls).toEqual([-1, -1]);
  });

  it('logs in with the site origin as return address by default', async () => {
    await start(fake);
    await login();
    await login('http://localhost/lkk/main');
    expect(fake.loginCalls).toEqual([{ redirectUri: 'http://localhost' }, { redirectUri: 'http://localhost/lkk/main' }]);
    await login('http://localhost', { loginHint: 'ukep:ticket' });
    expect(fake.loginCalls[2]).toEqual({ redirectUri: 'http://localhost', loginHint: 'ukep:ticket' });
  });

  it('closes the back-end session (GET session/logout with the token) before the identity provider logout, then clears the cookies', async () => {
    const order: string[] = [];
    server.use(
      mock.get('http://localhost/api/session/logout', ({ request }) => {
        order.push(`session/logout ${request.headers.get('authorization') ?? 'no token'} (idp logouts so far: ${fake.logoutCalls.length})`);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await start(fake);
    await logout();
    expect(order).toEqual(['session/logout Bearer access-0 (idp logouts so far: 0)']);
    expect(fake.logoutCalls).toEqual([{ redirectUri: 'http://localhost/' }]);
    expect(getCookie('access_token')).toBeUndefined();
  });

  it("forgets the user's sign-in record and the session binding on logout, nothing else of local storage", async () => {
    server.use(mock.get('http://localhost/api/session/logout', () => new HttpResponse(null, { status: 200 })));
    await start(fake);
    window.localStorage.setItem('portal.lastLoginMarkedFor', 'sid-1');
    window.localStorage.setItem('portal.theme', 'dark');
    expect(window.localStorage.getItem('portal.sessionBinding')).not.toBeNull();
    await logout();
    expect(window.localStorage.getItem('portal.lastLoginMarkedFor')).toBeNull();
    expect(window.localStorage.getItem('portal.sessionBinding')).toBeNull();
    expect(window.localStorage.getItem('portal.theme')).toBe('dark');
    window.localStorage.clear();
  });

  it('still logs out at the identity provider when GET session/logout fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('http://localhost/api/session/logout', () => Response.error()));
    await start(fake);
    await logout();
    expect(fake.logoutCalls).toEqual([{ redirectUri: 'http://localhost/' }]);
    expect(logged).toHaveBeenCalledWith('GET session/logout failed', expect.objectContaining({ name: 'NetworkFailure' }));
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
