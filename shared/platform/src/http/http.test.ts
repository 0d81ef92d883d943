/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HTTPError } from 'ky';
import { z } from 'zod/mini';
import { startSession, stopSession } from '../identity/session';
import { FakeIdentityClient } from '../testing/fakeIdentityClient';
import { resetUiState } from '../ui/uiStore';
import { setPrefetchedAnswerSource } from './prefetchedAnswers';
import { getJson, http, sendJson } from './http';
import type { PortalRequestOptions } from './requestOptions';

const server = setupServer();
const config = { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' };

/** The back end accepts only the bearer the fake identity provider handed out last. */
function acceptOnly(currentToken: () => string | undefined) {
  return (authorization: string | null) => authorization === `Bearer ${currentToken() ?? ''}`;
}

describe('http client', () => {
  let fake: FakeIdentityClient;
  let seen: Request[];

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(async () => {
    seen = [];
    server.events.on('request:start', ({ request }) => {
      if (!request.url.endsWith('/api/token/update')) seen.push(request.clone());
    });
    server.use(mock.post('http://localhost/api/token/update', () => new HttpResponse(null, { status: 204 })));
    fake = new FakeIdentityClient();
    await startSession(config, { createClient: () => fake });
  });

  afterEach(() => {
    setPrefetchedAnswerSource(null);
    resetUiState();
    server.resetHandlers();
    server.events.removeAllListeners();
    stopSession();
  });

  it('sends the product headers and the bearer from the access_token cookie under /api/', async () => {
    server.use(mock.get('http://localhost/api/ping', () => HttpResponse.json({ ok: true })));
    await expect(getJson('ping', z.object({ ok: z.boolean() }))).resolves.toEqual({ ok: true });
    const [request] = seen;
    expect(request?.url).toBe('http://localhost/api/ping');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Authorization')).toBe('Bearer access-0');
    expect(request?.credentials).toBe('include');
  });

  it('rejects an answer that does not match the schema', async () => {
    server.use(mock.get('http://localhost/api/ping', () => HttpResponse.json({ ok: 'yes' })));
    await expect(getJson('ping', z.object({ ok: z.boolean() }))).rejects.toThrow();
  });

  it('refreshes the token after a 401 and repeats the request with the new bearer, body included', async () => {
    const accepted = acceptOnly(() => (fake.refreshCount > 0 ? fake.token : 'never'));
    server.use(
      mock.post('http://localhost/api/echo', async ({ request }) =>
        accepted(request.headers.get('Authorization'))
          ? HttpResponse.json(await request.json())
          : new HttpResponse(null, { status: 401 }),
      ),
    );
    await expect(sendJson('post', 'echo', { n: 1 }, z.object({ n: z.number() }))).resolves.toEqual({ n: 1 });
    expect(fake.updateTokenCalls).toEqual([-1]);
    expect(seen.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer access-0', 'Bearer access-1']);
  });

  it('repeats at most twice, then fails with the 401', async () => {
    server.use(mock.get('http://localhost/api/locked', () => new HttpResponse(null, { status: 401 })));
    const error: unknown = await http.get('locked').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(401);
    expect(seen).toHaveLength(3);
    expect(fake.updateTokenCalls).toEqual([-1, -1]);
  });

  it('does not repeat when the refresh fails', async () => {
    fake.refreshOutcome = 'error';
    server.use(mock.get('http://localhost/api/locked', () => new HttpResponse(null, { status: 401 })));
    await expect(http.get('locked')).rejects.toBeInstanceOf(HTTPError);
    expect(seen).toHaveLength(1);
  });

  it('makes exactly one refresh for 100 concurrent 401s and repeats each request once', async () => {
    const accepted = acceptOnly(() => (fake.refreshCount > 0 ? fake.token : 'never'));
    server.use(
      mock.get('http://localhost/api/items/:id', ({ request, params }) =>
        accepted(request.headers.get('Authorization'))
          ? HttpResponse.json({ id: Number(params.id) })
          : new HttpResponse(null, { status: 401 }),
      ),
    );
    const schema = z.object({ id: z.number() });
    const results = await Promise.all(Array.from({ length: 100 }, (_, id) => getJson(`items/${id}`, schema)));
    expect(results.map((item) => item.id)).toEqual(Array.from({ length: 100 }, (_, id) => id));
    expect(fake.updateTokenCalls).toEqual([-1]);
    expect(seen).toHaveLength(200);
  });

  it('passes other failures through without refreshing', async () => {
    server.use(mock.get('http://localhost/api/broken', () => new HttpResponse(null, { status: 500 })));
    await expect(http.get('broken')).rejects.toBeInstanceOf(HTTPError);
    expect(seen).toHaveLength(1);
    expect(fake.updateTokenCalls).toEqual([]);
  });

  describe('answers start-up asked for early', () => {
    it('answers a request the source has an answer for without sending it; others go out as usual', async () => {
      const asked: string[] = [];
      setPrefetchedAnswerSource(async (request) => {
        asked.push(`${request.method} ${request.url}`);
        return request.url.endsWith('/api/early') ? HttpResponse.json({ ok: true }) : undefined;
      });
      server.use(mock.get('http://localhost/api/ping', () => HttpResponse.json({ ok: false })));
      const schema = z.object({ ok: z.boolean() });
      await expect(getJson('early', schema)).resolves.toEqual({ ok: true });
      await expect(getJson('ping', schema)).resolves.toEqual({ ok: false });
      expect(asked).toEqual(['GET http://localhost/api/early', 'GET http://localhost/api/ping']);
      expect(seen.map((request) => request.url)).toEqual(['http://localhost/api/ping']);
    });

    it('puts an early answer through the usual handling: a failure rejects, a 401 refreshes and asks again', async () => {
      setPrefetchedAnswerSource(async (request) => (request.url.endsWith('/api/broken') ? new HttpResponse(null, { status: 500 }) : undefined));
      const silent: PortalRequestOptions = { silent: true };
      await expect(http.get('broken', silent)).rejects.toBeInstanceOf(HTTPError);
      expect(seen).toEqual([]);

      let first = true;
      setPrefetchedAnswerSource(async () => {
        if (!first) return undefined;
        first = false;
        return new HttpResponse(null, { status: 401 });
      });
      server.use(mock.get('http://localhost/api/stale', () => HttpResponse.json({ fresh: true })));
      await expect(getJson('stale', z.object({ fresh: z.boolean() }))).resolves.toEqual({ fresh: true });
      expect(fake.updateTokenCalls).toEqual([-1]);
      expect(seen.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer access-1']);
    });
  });
});
