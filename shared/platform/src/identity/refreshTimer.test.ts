/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sessionStore } from '../session/sessionStore';
import { FakeIdentityClient } from '../testing/fakeIdentityClient';
import { resetUiState, uiStore } from '../ui/uiStore';
import { logout, startSession, stopSession } from './session';

/** The periodic token check (spec §4, §9: every 10 s) after failed refreshes, logout and a stopped session. */
const config = { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' };
const server = setupServer(
  mock.post('http://localhost/api/token/update', () => new HttpResponse(null, { status: 204 })),
  mock.get('http://localhost/api/session/logout', () => new HttpResponse(null, { status: 204 })),
);

describe('refresh timer', () => {
  let fake: FakeIdentityClient;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(async () => {
    jest.useFakeTimers();
    fake = new FakeIdentityClient();
    fake.refreshDelayMs = 0;
    await startSession(config, { createClient: () => fake });
  });

  afterEach(() => {
    stopSession();
    resetUiState();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('stops checking once a refresh failed and the user is signed out', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.refreshOutcome = 'error';
    await jest.advanceTimersByTimeAsync(10_001);
    expect(fake.updateTokenCalls).toEqual([60]);
    expect(sessionStore.getState().authenticated).toBe(false);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fake.updateTokenCalls).toEqual([60]);
    expect(logged.mock.calls).toEqual([['Token refresh failed', new Error('refresh failed')]]);
  });

  it('stops checking after a refresh answered 400 (the user logs in again)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.refreshOutcome = 'error';
    fake.refreshErrorStatus = 400;
    await jest.advanceTimersByTimeAsync(10_001);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(fake.updateTokenCalls).toEqual([60]);
    expect(fake.loginCalls).toHaveLength(1);
    expect(logged.mock.calls).toEqual([['Token refresh failed', new Error('Server responded with an invalid status.')]]);
  });

  it('keeps checking after a refresh answered 500: the session is kept and the next check tries again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.refreshOutcome = 'error';
    fake.refreshErrorStatus = 500;
    await jest.advanceTimersByTimeAsync(10_001);
    expect(uiStore.getState().sessionContinue).toBe(true);
    fake.refreshOutcome = 'success';
    await jest.advanceTimersByTimeAsync(10_001);
    expect(fake.updateTokenCalls).toEqual([60, 60]);
    expect(sessionStore.getState()).toMatchObject({ authenticated: true, token: 'access-1' });
    expect(logged.mock.calls).toEqual([['Token refresh failed', new Error('Server responded with an invalid status.')]]);
  });

  it('stops checking after logout and after the session is stopped', async () => {
    await logout();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(fake.updateTokenCalls).toEqual([]);
    await startSession(config, { createClient: () => fake });
    stopSession();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(fake.updateTokenCalls).toEqual([]);
  });

  it('does not start checking when the silent sign-on finds no session', async () => {
    stopSession();
    const anonymous = new FakeIdentityClient();
    anonymous.initOutcome = 'anonymous';
    await startSession(config, { createClient: () => anonymous });
    await jest.advanceTimersByTimeAsync(30_000);
    expect(anonymous.updateTokenCalls).toEqual([]);
  });
});
