/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getCookie } from '../cookies/cookies';
import { sessionStore } from '../session/sessionStore';
import { FakeIdentityClient } from '../testing/fakeIdentityClient';
import { resetUiState, uiStore } from '../ui/uiStore';
import { refreshSessionToken, startSession, stopSession } from './session';

const config = { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' };
const server = setupServer();

function start(fake: FakeIdentityClient, refreshCheckIntervalMs?: number): Promise<boolean> {
  return startSession(config, { createClient: () => fake, ...(refreshCheckIntervalMs ? { refreshCheckIntervalMs } : {}) });
}

describe('session lifecycle (spec §4)', () => {
  let fake: FakeIdentityClient;
  let tokenUpdates: unknown[];

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(() => {
    fake = new FakeIdentityClient();
    tokenUpdates = [];
    server.use(
      mock.post('http://localhost/api/token/update', async ({ request }) => {
        tokenUpdates.push({ body: await request.json(), authorization: request.headers.get('Authorization') });
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });

  afterEach(() => {
    stopSession();
    resetUiState();
    server.resetHandlers();
    document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.cookie = 'refresh_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    jest.restoreAllMocks();
  });

  it('posts token/update with the new pair and the user name after every successful refresh', async () => {
    await start(fake);
    await refreshSessionToken();
    await waitFor(() => expect(tokenUpdates).toHaveLength(1));
    await refreshSessionToken();
    await waitFor(() => expect(tokenUpdates).toHaveLength(2));
    expect(tokenUpdates).toEqual([
      { body: { accessToken: 'access-1', refreshToken: 'refresh-access-1', username: 'supplier' }, authorization: 'Bearer access-1' },
      { body: { accessToken: 'access-2', refreshToken: 'refresh-access-2', username: 'supplier' }, authorization: 'Bearer access-2' },
    ]);
  });

  it('does not post token/update when the periodic check finds the token still valid', async () => {
    await start(fake);
    const refresh = fake.updateToken.bind(fake);
    fake.updateToken = async () => false;
    await refreshSessionToken();
    // A refresh after it posts: once that post is in, one the check had made would be in before it.
    fake.updateToken = refresh;
    await refreshSessionToken();
    await waitFor(() => expect(tokenUpdates).toHaveLength(1));
    expect(tokenUpdates).toEqual([{ body: { accessToken: 'access-1', refreshToken: 'refresh-access-1', username: 'supplier' }, authorization: 'Bearer access-1' }]);
  });

  it('keeps the session when token/update fails, without any dialog', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.post('http://localhost/api/token/update', () => new HttpResponse(null, { status: 500 })));
    await start(fake);
    await refreshSessionToken();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('POST token/update failed', expect.objectContaining({ name: 'HTTPError' })));
    expect(sessionStore.getState()).toMatchObject({ authenticated: true, token: 'access-1' });
    expect(uiStore.getState()).toMatchObject({ sessionContinue: false, error: null });
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('clears the token and logs in again when the refresh is answered 400', async () => {
    await start(fake);
    fake.refreshOutcome = 'error';
    fake.refreshErrorStatus = 400;
    await expect(refreshSessionToken()).rejects.toThrow();
    expect(sessionStore.getState()).toMatchObject({ ready: true, authenticated: false, token: '' });
    expect(fake.token).toBeUndefined();
    expect(getCookie('access_token')).toBeUndefined();
    expect(fake.loginCalls).toEqual([{ redirectUri: 'http://localhost' }]);
  });

  it('leaves the sign-in redirect after a refresh answered 400 to the page when it cancels portal:session-login-needed', async () => {
    await start(fake);
    const hold = (event: Event) => event.preventDefault();
    window.addEventListener('portal:session-login-needed', hold);
    fake.refreshOutcome = 'error';
    fake.refreshErrorStatus = 400;
    await expect(refreshSessionToken()).rejects.toThrow();
    window.removeEventListener('portal:session-login-needed', hold);
    expect(sessionStore.getState()).toMatchObject({ ready: true, authenticated: false, token: '' });
    expect(fake.loginCalls).toEqual([]);
  });

  it('opens the session-continue dialog and keeps the session when the refresh is answered 500', async () => {
    await start(fake);
    fake.refreshOutcome = 'error';
    fake.refreshErrorStatus = 500;
    await expect(refreshSessionToken()).rejects.toThrow();
    expect(uiStore.getState().sessionContinue).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ authenticated: true, token: 'access-0' });
    expect(getCookie('access_token')).toBe('access-0');
    expect(fake.loginCalls).toEqual([]);
  });

  it.each([
    ['a network failure', undefined],
    ['a 401', 401],
    ['a 503', 503],
  ])('makes the user unauthenticated without a login redirect after %s', async (_case, status) => {
    await start(fake);
    fake.refreshOutcome = 'error';
    fake.refreshErrorStatus = status;
    await expect(refreshSessionToken()).rejects.toThrow();
    expect(sessionStore.getState()).toMatchObject({ ready: true, authenticated: false, token: '' });
    expect(uiStore.getState().sessionContinue).toBe(false);
    expect(fake.loginCalls).toEqual([]);
  });

  it('clears the token when sign-in ends with an invalid nonce', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.cookie = 'access_token=stale; path=/';
    fake.init = async function init(this: FakeIdentityClient) {
      this.signIn('access-bad-nonce');
      throw new Error('Invalid nonce.');
    };
    await expect(start(fake)).resolves.toBe(false);
    expect(fake.token).toBeUndefined();
    expect(sessionStore.getState()).toMatchObject({ ready: true, authenticated: false, token: '' });
    expect(getCookie('access_token')).toBeUndefined();
    expect(logged.mock.calls).toEqual([['Failure during initialization of keycloak-js adapter', new Error('Invalid nonce.')]]);
  });
});
