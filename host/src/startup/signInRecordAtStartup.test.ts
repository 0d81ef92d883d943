import { SIGN_IN_RECORD_KEY } from '@portal/platform/src/user/signInRecord';
import { resetPrefetchCalls, takePrefetchedAnswer } from './prefetchCalls';
import { sendSignInRecordThenUser } from './signInRecordAtStartup';

const ORIGIN = 'http://portal.test';

/** A fetch whose answers the test gives, one request at a time. */
function heldFetch() {
  const sent: Array<{ method: string; url: string; authorization: string | undefined; answer: (response: Response | Error) => void }> = [];
  const send = ((url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const headers = init.headers as Record<string, string>;
      sent.push({ method: String(init.method), url, authorization: headers.Authorization, answer: (response) => (response instanceof Error ? reject(response) : resolve(response)) });
    })) as unknown as typeof fetch;
  return { sent, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const pageRequest = (method: string, path: string) => new Request(`${ORIGIN}/api/${path}`, { method });

function memoryStorage() {
  const items = new Map<string, string>();
  return { items, setItem: (key: string, value: string) => void items.set(key, value) };
}

afterEach(() => resetPrefetchCalls());

describe("start-up's sign-in record", () => {
  it('sends the record at once, the user only once the record is in, and hands both answers to the app', async () => {
    const { sent, send } = heldFetch();
    const storage = memoryStorage();
    sendSignInRecordThenUser('sign-in-1', 'token-1', ORIGIN, { send, storage });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([`PUT ${ORIGIN}/api/v2/user/lastlogin`]);
    expect(sent[0]!.authorization).toBe('Bearer token-1');

    await settle();
    // The user waits for the record: its login times must count this sign-in.
    expect(sent).toHaveLength(1);
    sent[0]!.answer(new Response(null, { status: 200 }));
    await settle();
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([`PUT ${ORIGIN}/api/v2/user/lastlogin`, `GET ${ORIGIN}/api/v2/user`]);
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
    await settle();
    expect(sent).toHaveLength(1);
    expect(storage.items.size).toBe(0);
    expect((await takePrefetchedAnswer(pageRequest('PUT', 'v2/user/lastlogin')))?.status).toBe(500);
  });

  it('lets the app send the record itself when the early one never got an answer', async () => {
    const { sent, send } = heldFetch();
    const storage = memoryStorage();
    sendSignInRecordThenUser('sign-in-1', 'token-1', ORIGIN, { send, storage });
    sent[0]!.answer(new TypeError('Failed to fetch'));
    await settle();
    expect(sent).toHaveLength(1);
    expect(storage.items.size).toBe(0);
    await expect(takePrefetchedAnswer(pageRequest('PUT', 'v2/user/lastlogin'))).resolves.toBeUndefined();
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
