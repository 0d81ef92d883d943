/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { refreshSessionToken, startSession, stopSession } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { renderShellPart } from './renderShellPart';
import { shellHandlers } from './shellHandlers';

const server = setupServer();

describe('the shell test handlers', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    stopSession();
  });

  // The session checks its token every 10 s (spec §9): a shell test that runs that long on a busy machine sees a
  // refresh, and an unanswered POST token/update would fail it. Here the refresh is asked for at once.
  it("answer the session's refresh, which any shell test running 10 s meets", async () => {
    const updates: string[] = [];
    server.use(...shellHandlers());
    server.events.on('request:end', ({ request }) => {
      if (request.url.endsWith('/token/update')) updates.push(request.method);
    });
    const fake = new FakeIdentityClient();
    await startSession({ url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' }, { createClient: () => fake });
    renderShellPart(<p>page</p>);
    expect(await screen.findByText('page')).toBeInTheDocument();
    await act(() => refreshSessionToken());
    await waitFor(() => expect(updates).toEqual(['POST']));
    server.events.removeAllListeners();
  });
});
