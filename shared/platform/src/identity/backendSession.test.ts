/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { startSession, stopSession } from './session';
import { FakeIdentityClient } from '../testing/fakeIdentityClient';
import { resetUiState, uiStore } from '../ui/uiStore';
import { closeBackendSession, openBackendSession } from './backendSession';

const server = setupServer();
let logins: Array<{ authorization: string | null; body: string }> = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  logins = [];
  await startSession({ url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' }, { createClient: () => new FakeIdentityClient() });
});
afterEach(async () => {
  // Closing the session lets the next test open it again.
  server.use(mock.get('http://localhost/api/session/logout', () => new HttpResponse(null, { status: 200 })));
  await closeBackendSession();
  server.resetHandlers();
  stopSession();
  resetUiState();
  jest.restoreAllMocks();
});

function answerLogin(answer: () => Response) {
  server.use(
    mock.post('http://localhost/api/session/basic/login', async ({ request }) => {
      logins.push({ authorization: request.headers.get('authorization'), body: await request.text() });
      return answer();
    }),
  );
}

describe('back-end session: POST session/basic/login', () => {
  it('is retried on the next call after a failure, shows no dialog, and never rejects', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerLogin(() => new HttpResponse(null, { status: 500 }));
    await expect(openBackendSession()).resolves.toBeUndefined();
    expect(uiStore.getState().sessionContinue).toBe(false);
    answerLogin(() => new HttpResponse(null, { status: 200 }));
    await openBackendSession();
    expect(logins).toHaveLength(2);
    expect(logged).toHaveBeenCalledWith('POST session/basic/login failed', expect.objectContaining({ name: 'HTTPError' }));
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('is sent once per page with the bearer token and no body', async () => {
    answerLogin(() => new HttpResponse(null, { status: 200 }));
    await Promise.all([openBackendSession(), openBackendSession()]);
    await openBackendSession();
    expect(logins).toEqual([{ authorization: 'Bearer access-0', body: '' }]);
  });
});
