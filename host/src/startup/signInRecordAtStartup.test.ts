import { waitFor } from '@testing-library/react';
import { SIGN_IN_RECORD_KEY } from '@portal/platform/src/user/signInRecord';
import { resetPrefetchCalls, takePrefetchedAnswer } from './prefetchCalls';
import { sendSignInRecordThenUser } from './signInRecordAtStartup';

const ORIGIN = 'http://portal.test';

/** A fetch whose answers the test gives, one request at a time; `events` is what was sent and answered, in order. */
function heldFetch() {
  const sent: Array<{ method: string; url: string; authorization: string | undefined; answer: (response: Response | Error) => void }> = [];
  const events: string[] = [];
  const send = ((url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const headers = init.headers as Record<string, string>;
      const target = `${String(init.method)} ${url}`;
      events.push(`sent ${target}`);
      sent.push({
        method: String(init.method),
        url,
        authorization: headers.Authorization,
        answer: (response) => {
          events.push(`answered ${target}`);
          if (response instanceof Error) reject(response);
          else resolve(response);
        },
      });
    })) as unknown as typeof fetch;
  return { sent, events, send };
}
const pageRequest = (method: string, path: string) => new Request(`${ORIGIN}/api/${path}`, { method });

function memoryStorage() {
  const items = new Map<string, string>();
  return { items, setItem: (key: string, value: string) => void items.set(key, value) };
}

afterEach(() => resetPrefetchCalls());

describe("start-up's sign-in record", () => {
  it('sends the record at once, the user only once the record is in, and hands both answers to the app', async () => {
    const { sent, events, send } = heldFetch();
    const storage = memoryStorage();
    sendSignInRecordThenUser('sign-in-1', 'token-1', ORIGIN, { send, storage });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([`PUT ${ORIGIN}/api/v2/user/lastlogin`]);
    expect(sent[0]!.authorization).toBe('Bearer token-1');

    sent[0]!.answer(new Response(null, { status: 200 }));
    await waitFor(() => expect(sent).toHaveLength(2));
    // The user waits for the record: its login times must count this sign-in.
    expect(events).toEqual([`sent PUT ${ORIGIN}/api/v2/user/lastlogin`, `answered PUT ${ORIGIN}/api/v2/user/lastlogin`, `sent GET ${ORIGIN}/api/v2/user`]);
    // Written down as the app's markLastLogin does, so no later start-up repeats it.
    expect(storage.items.get(SIGN_IN_RECORD_KEY)).toBe('sign-in-1');

    sent[1]!.answer(new Response('{"id":7}', { status: 200 }));
    expect((await takePrefetchedAnswer(pageRequest('PUT', 'v2/user/lastlogin')))?.status).toBe(200);
    await expect((await takePrefetchedAnswer(pageRequest('GET', 'v2/user')))?.json()).resolves.toEqual({ id: 7 });
  });

  it('hands a failed record to the app, writes nothing down and leaves the user to the app', async () => {
    const { sent, send } = heldFetch();
    const storage = memoryStorage();
    sendSignInRecordThenUser('sign-in-1', 'token-1', ORIGIN, { send, storage });
    sent[0]!.answer(new Response(null, { status: 500 }));
    // Start-up chained on the record before the app took it: by the time the app has it, start-up has acted.
    expect((await takePrefetchedAnswer(pageRequest('PUT', 'v2/user/lastlogin')))?.status).toBe(500);
    expect(sent).toHaveLength(1);
    expect(storage.items.size).toBe(0);
  });

  it('lets the app send the record itself when the early one never got an answer', async () => {
    const { sent, send } = heldFetch();
    const storage = memoryStorage();
    sendSignInRecordThenUser('sign-in-1', 'token-1', ORIGIN, { send, storage });
    sent[0]!.answer(new TypeError('Failed to fetch'));
    // As above: start-up has acted on the failure by the time the app has taken it.
    await expect(takePrefetchedAnswer(pageRequest('PUT', 'v2/user/lastlogin'))).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
    expect(storage.items.size).toBe(0);
  });

  it('sends nothing without a token, and once per page', async () => {
    const { sent, send } = heldFetch();
    sendSignInRecordThenUser('sign-in-1', undefined, ORIGIN, { send, storage: memoryStorage() });
    expect(sent).toHaveLength(0);
    sendSignInRecordThenUser('sign-in-1', 'token-1', ORIGIN, { send, storage: memoryStorage() });
    sendSignInRecordThenUser('sign-in-1', 'token-1', ORIGIN, { send, storage: memoryStorage() });
    expect(sent).toHaveLength(1);
  });
});
