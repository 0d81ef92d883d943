import { PREFETCHED_ANSWER_TTL_MS, resetPrefetchCalls, sendPrefetchCalls, takePrefetchedAnswer } from './prefetchCalls';
import type { LandingCall } from '@portal/api/remotes';
import { trackedAnswer } from '@portal/platform/src/testing/trackedAnswer';
import { waitFor } from '@testing-library/react';

const ORIGIN = 'http://portal.test';
const CALLS: LandingCall[] = [
  { method: 'GET', path: 'lkk/events/new' },
  { method: 'POST', path: 'registries', body: { sortBy: 'create_date', page: 0, source: null } },
  { method: 'POST', path: 'getAlertStatus' },
];

interface Sent {
  url: string;
  init: RequestInit;
}

function recordingFetch(answer: (url: string) => Promise<Response> = () => Promise.resolve(new Response('{}', { status: 200 }))) {
  const sent: Sent[] = [];
  const send = ((url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer(url);
  }) as unknown as typeof fetch;
  return { sent, send };
}

const pageRequest = (method: string, path: string, body?: string) =>
  new Request(`${ORIGIN}/api/${path}`, { method, ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }) });

afterEach(() => resetPrefetchCalls());

describe('sendPrefetchCalls', () => {
  it('sends each declared call as the shared client would: credentials, product header, bearer, JSON body', () => {
    const { sent, send } = recordingFetch();
    sendPrefetchCalls('LKK', CALLS, 'token-1', ORIGIN, { send });
    expect(sent.map((call) => `${String(call.init.method)} ${call.url}`)).toEqual([
      'GET http://portal.test/api/lkk/events/new',
      'POST http://portal.test/api/registries',
      'POST http://portal.test/api/getAlertStatus',
    ]);
    expect(sent[0]?.init).toMatchObject({ credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: 'Bearer token-1' } });
    expect(sent[0]?.init.body).toBeUndefined();
    expect(sent[1]?.init).toMatchObject({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(CALLS[1]?.body) });
    // A POST declared without a body is sent without one, as the page sends it.
    expect(sent[2]?.init.body).toBeUndefined();
  });

  it('sends a group once, and nothing without a token; another group goes its own way, at the priority asked', () => {
    const { sent, send } = recordingFetch();
    sendPrefetchCalls('LKK', CALLS, undefined, ORIGIN, { send });
    expect(sent).toHaveLength(0);
    sendPrefetchCalls('LKK', CALLS, 'token-1', ORIGIN, { send });
    sendPrefetchCalls('LKK', CALLS, 'token-2', ORIGIN, { send });
    expect(sent).toHaveLength(CALLS.length);
    expect(sent[0]?.init.priority).toBeUndefined();
    sendPrefetchCalls('start-up', [{ method: 'GET', path: 'v2/user' }], 'token-2', ORIGIN, { send, priority: 'low' });
    expect(sent.at(-1)).toMatchObject({ url: 'http://portal.test/api/v2/user', init: { priority: 'low' } });
  });

  it('reads every answer to its end though nobody takes it, so the browser never cancels the request', async () => {
    const answers = CALLS.map(() => trackedAnswer());
    let next = 0;
    const { send } = recordingFetch(() => Promise.resolve(answers[next++]!.response));
    sendPrefetchCalls('LKK', CALLS, 'token-1', ORIGIN, { send });
    await waitFor(() => expect(answers.map((answer) => answer.readToEnd())).toEqual([true, true, true]));
  });
});

describe('takePrefetchedAnswer', () => {
  it("hands the early answer to the page's own call of the same method, address and body, once", async () => {
    const { send } = recordingFetch((url) => Promise.resolve(new Response(JSON.stringify({ from: url }), { status: 200 })));
    sendPrefetchCalls('LKK', CALLS, 'token-1', ORIGIN, { send });
    // The same body with its keys in another order is the same call.
    const answer = await takePrefetchedAnswer(pageRequest('POST', 'registries', '{"source":null,"page":0,"sortBy":"create_date"}'));
    expect(await answer?.json()).toEqual({ from: 'http://portal.test/api/registries' });
    expect(await takePrefetchedAnswer(pageRequest('POST', 'registries', '{"source":null,"page":0,"sortBy":"create_date"}'))).toBeUndefined();
    expect(await takePrefetchedAnswer(pageRequest('GET', 'lkk/events/new'))).toBeDefined();
    expect(await takePrefetchedAnswer(pageRequest('POST', 'getAlertStatus'))).toBeDefined();
  });

  it('has no answer for another body, another method, another address or a body that is not JSON', async () => {
    const { send } = recordingFetch();
    sendPrefetchCalls('LKK', CALLS, 'token-1', ORIGIN, { send });
    expect(await takePrefetchedAnswer(pageRequest('POST', 'registries', '{"sortBy":"create_date","page":1,"source":null}'))).toBeUndefined();
    expect(await takePrefetchedAnswer(pageRequest('POST', 'registries', 'page=0'))).toBeUndefined();
    expect(await takePrefetchedAnswer(pageRequest('GET', 'registries'))).toBeUndefined();
    expect(await takePrefetchedAnswer(pageRequest('GET', 'lkk/events/new?date=2026-11-01'))).toBeUndefined();
  });

  it('drops answers nobody asked for within the time limit, and leaves a failed early call to the page', async () => {
    let now = 1_000;
    const { send } = recordingFetch((url) => (url.endsWith('getAlertStatus') ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response('{}'))));
    sendPrefetchCalls('LKK', CALLS, 'token-1', ORIGIN, { send, now: () => now });
    expect(await takePrefetchedAnswer(pageRequest('POST', 'getAlertStatus'), () => now)).toBeUndefined();
    now += PREFETCHED_ANSWER_TTL_MS + 1;
    expect(await takePrefetchedAnswer(pageRequest('GET', 'lkk/events/new'), () => now)).toBeUndefined();
  });
});
