/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { startSession, stopSession } from './session';
import { FakeIdentityClient } from '../testing/fakeIdentityClient';
import { resetUiState, uiStore } from '../ui/uiStore';
import { adoptBackendSession, closeBackendSession, openBackendSession } from './backendSession';
import { sendStartupBackendSession } from './startupBackendSession';
import { trackedAnswer } from '../testing/trackedAnswer';
import { waitFor } from '@testing-library/react';

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

describe('back-end session opened by start-up before the app (sendStartupBackendSession, adoptBackendSession)', () => {
  it('sends the same call as the client: POST with the bearer token and the token cookies, no body; nothing without a token', async () => {
    answerLogin(() => new HttpResponse(null, { status: 200 }));
    expect(sendStartupBackendSession({}, 'http://localhost')).toBeNull();
    const answer = sendStartupBackendSession({ token: 'early-token', refreshToken: 'early-refresh' }, 'http://localhost');
    // The cookies the call carries are the ones spec §4 writes when the session is ready.
    expect(document.cookie).toContain('access_token=early-token');
    expect(document.cookie).toContain('refresh_token=early-refresh');
    expect((await answer)?.status).toBe(200);
    expect(logins).toEqual([{ authorization: 'Bearer early-token', body: '' }]);
  });

  it('reads its empty answer to the end though nobody else does, so the browser never cancels the request', async () => {
    const { response, readToEnd } = trackedAnswer('');
    const send = (() => Promise.resolve(response)) as unknown as typeof fetch;
    const answer = sendStartupBackendSession({ token: 'early-token' }, 'http://localhost', send);
    adoptBackendSession(answer!);
    await openBackendSession();
    await waitFor(() => expect(readToEnd()).toBe(true));
  });

  it('is adopted by the app: openBackendSession waits for that answer and asks nothing more', async () => {
    let answer!: (response: Response) => void;
    adoptBackendSession(new Promise<Response>((resolve) => (answer = resolve)));
    let opened = false;
    const opening = openBackendSession().then(() => (opened = true));
    await Promise.resolve();
    expect(opened).toBe(false);
    answer(new Response(null, { status: 200 }));
    await opening;
    await openBackendSession();
    expect(logins).toEqual([]);
  });

  it('a refused or failed early call is logged, and the next openBackendSession asks again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    adoptBackendSession(Promise.resolve(new Response(null, { status: 503 })));
    await openBackendSession();
    expect(logged).toHaveBeenCalledWith('POST session/basic/login failed', expect.objectContaining({ message: expect.stringContaining('503') }));
    answerLogin(() => new HttpResponse(null, { status: 200 }));
    await openBackendSession();
    expect(logins).toHaveLength(1);

    await closeBackendSession();
    adoptBackendSession(Promise.reject(new TypeError('Failed to fetch')));
    await openBackendSession();
    expect(logged).toHaveBeenLastCalledWith('POST session/basic/login failed', expect.any(TypeError));
    await openBackendSession();
    expect(logins).toHaveLength(2);
  });
});
