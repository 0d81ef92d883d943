/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { startSession, stopSession } from '../identity/session';
import { FakeIdentityClient } from '../testing/fakeIdentityClient';
import { refreshAccessToken } from './accessTokenRefresher';

const config = { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' };
const server = setupServer(mock.post('http://localhost/api/token/update', () => new HttpResponse(null, { status: 204 })));

describe('the HTTP client refreshes through the started session', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  afterEach(() => stopSession());

  it('rejects before any session is started, so a 401 stands', async () => {
    await expect(refreshAccessToken()).rejects.toThrow('The sign-in session has not been started');
  });

  it('refreshes through the session once it is started', async () => {
    const fake = new FakeIdentityClient();
    await startSession(config, { createClient: () => fake });
    await refreshAccessToken();
    expect(fake.refreshCount).toBe(1);
  });

  it('no longer asks a stopped session, not even to share a refresh it is still running', async () => {
    const fake = new FakeIdentityClient();
    fake.refreshDelayMs = 50;
    await startSession(config, { createClient: () => fake });
    const running = refreshAccessToken();
    stopSession();
    await expect(refreshAccessToken()).rejects.toThrow('The sign-in session has not been started');
    await running;
    expect(fake.refreshCount).toBe(1);
  });
});
