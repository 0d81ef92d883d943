/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { signing, startSession, stopSession } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { LOCAL_CHALLENGE_PREFIX, signInWithCertificate } from './ukepSignIn';

const server = setupServer();
const THUMBPRINT = 'A'.repeat(40);
let identity: FakeIdentityClient;
let checked: Array<{ message: string; signature: string }>;
let signed: Array<{ thumbprint: string; base64: string }>;

function decodeBase64(base64: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
}

/** POST /sign/checkMsg records what it got and answers `answer`. */
function answerCheck(answer: () => Response = () => HttpResponse.json({ loginHint: 'ukep:ticket-1' })) {
  server.use(
    mock.post('http://localhost/api/sign/checkMsg', async ({ request }) => {
      checked.push((await request.json()) as { message: string; signature: string });
      return answer();
    }),
  );
}

describe('УКЭП sign-in (spec §2 /ukep, §7 POST /sign/checkMsg)', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(async () => {
    checked = [];
    signed = [];
    identity = new FakeIdentityClient();
    jest.spyOn(signing, 'signDetached').mockImplementation(async (thumbprint: string, base64: string) => {
      signed.push({ thumbprint, base64 });
      return 'c2lnbmF0dXJl';
    });
    await startSession({ url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' }, { createClient: () => identity });
  });
  afterEach(() => {
    server.resetHandlers();
    jest.restoreAllMocks();
    stopSession();
  });

  it("signs the server's challenge (GET /sign/message, ours) and finishes with the login hint it answers", async () => {
    server.use(mock.get('http://localhost/api/sign/message', () => HttpResponse.json({ message: 'challenge-42' })));
    answerCheck();
    await signInWithCertificate(THUMBPRINT);
    expect(signed.map((entry) => [entry.thumbprint, decodeBase64(entry.base64)])).toEqual([[THUMBPRINT, 'challenge-42']]);
    expect(checked).toEqual([{ message: 'challenge-42', signature: 'c2lnbmF0dXJl' }]);
    expect(identity.loginCalls.at(-1)).toMatchObject({ loginHint: 'ukep:ticket-1' });
  });

  it.each([
    ['answers 404 (a back end with only the calls of spec §7)', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })],
    ['answers 2xx without a message', () => HttpResponse.json({})],
  ])('when GET /sign/message %s, signs a challenge made on the page and sends that to POST /sign/checkMsg', async (_case, answer) => {
    server.use(mock.get('http://localhost/api/sign/message', answer));
    answerCheck();
    await signInWithCertificate(THUMBPRINT);
    expect(checked).toHaveLength(1);
    const [{ message = '' } = {}] = checked;
    expect(message).toMatch(new RegExp(`^${LOCAL_CHALLENGE_PREFIX}http://localhost; \\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z; [0-9a-f-]{36}$`));
    expect(signed.map((entry) => decodeBase64(entry.base64))).toEqual([message]);
    expect(identity.loginCalls.at(-1)).toMatchObject({ loginHint: 'ukep:ticket-1' });
  });

  it('makes a new challenge each time', async () => {
    server.use(mock.get('http://localhost/api/sign/message', () => new HttpResponse(null, { status: 404 })));
    answerCheck();
    await signInWithCertificate(THUMBPRINT);
    await signInWithCertificate(THUMBPRINT);
    expect(new Set(checked.map((entry) => entry.message)).size).toBe(2);
  });

  it('stops on another failure of GET /sign/message (nothing is signed or sent)', async () => {
    server.use(mock.get('http://localhost/api/sign/message', () => HttpResponse.json({ message: 'Сервис недоступен' }, { status: 503 })));
    answerCheck();
    await expect(signInWithCertificate(THUMBPRINT)).rejects.toThrow();
    expect(signed).toEqual([]);
    expect(checked).toEqual([]);
  });

  it("goes to the identity provider's ordinary login when POST /sign/checkMsg answers 2xx without a login hint", async () => {
    server.use(mock.get('http://localhost/api/sign/message', () => HttpResponse.json({ message: 'challenge-43' })));
    answerCheck(() => HttpResponse.json({ result: true }));
    await signInWithCertificate(THUMBPRINT);
    expect(identity.loginCalls).toHaveLength(1);
    expect(identity.loginCalls[0]?.loginHint).toBeUndefined();
  });
});
