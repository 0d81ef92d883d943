import type { NormalizedOptions } from 'ky';
import { bearer, retryUnauthorized } from './retryUnauthorized';

/** A fake identity side: the current token and a refresh that issues the next one. */
function tokens(initial: string | undefined, refreshFails = false) {
  let current = initial;
  let refreshes = 0;
  return {
    getAccessToken: () => current,
    refreshToken: jest.fn(async () => {
      if (refreshFails) throw new Error('refresh failed');
      refreshes += 1;
      current = `token-${refreshes}`;
    }),
  };
}

/** The back end: answers 200 only to `Authorization: Bearer <accepted()>`, else 401; records what it got. */
function backEnd(accepted: () => string | undefined) {
  const seen: (string | null)[] = [];
  const send = jest.fn(async (request: Request) => {
    const authorization = request.headers.get('Authorization');
    seen.push(authorization);
    const ok = accepted() !== undefined && authorization === `Bearer ${accepted()}`;
    return new Response(ok ? 'ok' : null, { status: ok ? 200 : 401 });
  });
  return { send, seen };
}

function requestWith(token: string | undefined): Request {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return new Request('http://localhost/api/items', { headers });
}

const options = {} as NormalizedOptions;
const unauthorized = () => new Response(null, { status: 401 });

describe('retryUnauthorized (spec §8: 401 → refresh → repeat, max 2)', () => {
  it('formats the bearer header, or nothing without a token', () => {
    expect(bearer('abc')).toBe('Bearer abc');
    expect(bearer(undefined)).toBeUndefined();
    expect(bearer('')).toBeUndefined();
  });

  it('refreshes when the 401 answered the current token, then repeats with the new one', async () => {
    const identity = tokens('token-0');
    const server = backEnd(() => 'token-1');
    const hook = retryUnauthorized({ ...identity, retryLimit: 2, send: server.send });
    const answer = await hook(requestWith('token-0'), options, unauthorized());
    expect(answer?.status).toBe(200);
    expect(identity.refreshToken).toHaveBeenCalledTimes(1);
    expect(server.seen).toEqual(['Bearer token-1']);
  });

  it('does not refresh when the request was sent with a token that has since been replaced', async () => {
    // The stale token was already refreshed by another call: repeating with the current token is enough.
    const identity = tokens('token-5');
    const server = backEnd(() => 'token-5');
    const hook = retryUnauthorized({ ...identity, retryLimit: 2, send: server.send });
    const answer = await hook(requestWith('token-4'), options, unauthorized());
    expect(answer?.status).toBe(200);
    expect(identity.refreshToken).not.toHaveBeenCalled();
    expect(server.seen).toEqual(['Bearer token-5']);
  });

  it('repeats at most retryLimit times and hands back the last 401', async () => {
    const identity = tokens('token-0');
    const server = backEnd(() => undefined);
    const hook = retryUnauthorized({ ...identity, retryLimit: 2, send: server.send });
    const answer = await hook(requestWith('token-0'), options, unauthorized());
    expect(answer?.status).toBe(401);
    expect(server.seen).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(identity.refreshToken).toHaveBeenCalledTimes(2);
  });

  it('stops after the first repeat that is not a 401', async () => {
    const identity = tokens('token-0');
    const send = jest.fn(async () => new Response(null, { status: 500 }));
    const hook = retryUnauthorized({ ...identity, retryLimit: 2, send });
    const answer = await hook(requestWith('token-0'), options, unauthorized());
    expect(answer?.status).toBe(500);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives back the original 401 without repeating when the refresh fails', async () => {
    const identity = tokens('token-0', true);
    const server = backEnd(() => 'token-0');
    const hook = retryUnauthorized({ ...identity, retryLimit: 2, send: server.send });
    const original = unauthorized();
    const answer = await hook(requestWith('token-0'), options, original);
    expect(answer).toBe(original);
    expect(server.send).not.toHaveBeenCalled();
  });

  it('repeats without an Authorization header when the session has no token any more', async () => {
    let current: string | undefined = 'token-0';
    const refreshToken = jest.fn(async () => {
      current = undefined;
    });
    const server = backEnd(() => undefined);
    const hook = retryUnauthorized({ getAccessToken: () => current, refreshToken, retryLimit: 1, send: server.send });
    await hook(requestWith('token-0'), options, unauthorized());
    expect(server.seen).toEqual([null]);
  });

  it('leaves other statuses and calls marked noUnauthorizedRetry alone', async () => {
    const identity = tokens('token-0');
    const server = backEnd(() => 'token-1');
    const hook = retryUnauthorized({ ...identity, retryLimit: 2, send: server.send });
    const forbidden = await hook(requestWith('token-0'), options, new Response(null, { status: 403 }));
    const own = await hook(
      requestWith('token-0'),
      { noUnauthorizedRetry: true } as unknown as NormalizedOptions,
      unauthorized(),
    );
    expect(forbidden).toBeUndefined();
    expect(own).toBeUndefined();
    expect(identity.refreshToken).not.toHaveBeenCalled();
    expect(server.send).not.toHaveBeenCalled();
  });

  it('uses the page fetch when no sender is given', async () => {
    const identity = tokens('token-0');
    const fetchMock = jest.fn(async () => new Response('ok', { status: 200 }));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      const hook = retryUnauthorized({ ...identity, retryLimit: 2 });
      const answer = await hook(requestWith('token-0'), options, unauthorized());
      expect(answer?.status).toBe(200);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.fetch = original;
    }
  });
});
