/** @jest-environment node */
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';

jest.setTimeout(240_000);

/** The records' bound in this sandbox: small, so a flood past it stays short. */
const CAPACITY = 50;
const STALE = 'Сообщение для подписи устарело. Обновите страницу и повторите вход.';
const BUSY = 'Вход по УКЭП временно недоступен: слишком много попыток входа. Повторите через несколько минут.';

let sandbox: TestSandbox;

beforeAll(async () => {
  // Loopback stands for the deploy's nginx: a flood from many addresses is sent with their X-Forwarded-For.
  sandbox = await startTestSandbox({ signChallengeCapacity: CAPACITY, trustedProxies: ['127.0.0.1', '::1'] });
});
afterAll(async () => {
  await sandbox.stop();
});
afterEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

const specMode = () => sandbox.call('/__sandbox/shapes', { method: 'POST', body: JSON.stringify({ mode: 'spec' }) });
const pageMade = () => `Вход в личный кабинет: ${sandbox.urls.main}; ${new Date().toISOString()}; ${crypto.randomUUID()}`;
const checkMsg = (body: unknown) => sandbox.call('/api/sign/checkMsg', { method: 'POST', body: JSON.stringify(body) });
const signedBy = (username: string, message: string) => {
  const { authority } = sandbox.state.settings;
  const certificate = authority.certificates.find((candidate) => candidate.kind === 'own' && candidate.username === username);
  if (!certificate) throw new Error(username);
  return { message, signature: authority.sign(certificate.thumbprint, authority.hash(Buffer.from(message, 'utf8').toString('base64'))) };
};
const signed = (message: string) => signedBy('supplier', message);

/** Sends `count` requests, `parallel` at a time (a bounded flood on loopback); the answers' statuses. */
async function flood(count: number, parallel: number, send: () => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  let left = count;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (left > 0) {
        left -= 1;
        const response = await send();
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  return statuses;
}

describe('УКЭП sign-in with a page-made challenge (the spec-only mode)', () => {
  it('cannot be replayed after a flood of unsigned challenges past the record bound', async () => {
    await specMode();
    const used = signed(pageMade());
    expect((await checkMsg(used)).status).toBe(200);
    // Well-formed challenges whose signature is not one: nobody may make the server forget a used challenge.
    const statuses = await flood(CAPACITY + 20, 8, () => checkMsg({ message: pageMade(), signature: 'AAAA' }));
    expect(new Set(statuses)).toEqual(new Set([400]));
    const replay = await checkMsg(used);
    expect([replay.status, await replay.json()]).toEqual([400, { message: STALE }]);
    // Unsigned messages were never recorded: a new signed one still signs in.
    expect((await checkMsg(signed(pageMade()))).status).toBe(200);
  });

  it("signs in only with a challenge naming the portal's configured origin, whatever Origin the request sends", async () => {
    await specMode();
    const phishing = 'https://portal.example.evil';
    const madeElsewhere = signed(`Вход в личный кабинет: ${phishing}; ${new Date().toISOString()}; ${crypto.randomUUID()}`);
    const answer = await sandbox.call('/api/sign/checkMsg', { method: 'POST', body: JSON.stringify(madeElsewhere), headers: { origin: phishing } });
    expect([answer.status, await answer.json()]).toEqual([400, { message: STALE }]);
    const ownPage = await sandbox.call('/api/sign/checkMsg', { method: 'POST', body: JSON.stringify(signed(pageMade())), headers: { origin: phishing } });
    expect(ownPage.status).toBe(200);
  });

  it('is refused with 503 while the record is full of unexpired signed challenges, and none is forgotten', async () => {
    await specMode();
    const first = signed(pageMade());
    expect((await checkMsg(first)).status).toBe(200);
    // An unregistered holder's verified signatures are recorded too (403 each): they fill the record.
    const statuses = await flood(CAPACITY - 1, 8, () => checkMsg(signedBy('debtor', pageMade())));
    expect(new Set(statuses)).toEqual(new Set([403]));
    const refused = await checkMsg(signed(pageMade()));
    expect([refused.status, refused.headers.get('retry-after'), await refused.json()]).toEqual([503, '60', { message: BUSY }]);
    expect((await checkMsg(first)).status).toBe(400);
  });
});

describe('УКЭП sign-in with a challenge from GET /sign/message', () => {
  it('refuses new challenges with 503 while the open ones of many addresses fill the bound, keeping every open one', async () => {
    const askFrom = (client: string) => sandbox.call('/api/sign/message', { headers: { 'x-forwarded-for': client } });
    const messages: string[] = [];
    for (let index = 0; index < CAPACITY; index += 1) messages.push(((await (await askFrom(`192.0.2.${index}`)).json()) as { message: string }).message);
    const refused = await askFrom('198.51.100.7');
    expect([refused.status, await refused.json()]).toEqual([503, { message: BUSY }]);
    expect((await checkMsg(signed(messages[0] ?? ''))).status).toBe(200);
  });

  it('refuses an expired certificate whatever signing time the signature claims', async () => {
    const { message } = (await (await sandbox.call('/api/sign/message')).json()) as { message: string };
    const { authority } = sandbox.state.settings;
    const expired = authority.certificates.find((candidate) => candidate.kind === 'expired');
    if (!expired) throw new Error('no expired certificate');
    const backdated = authority.sign(expired.thumbprint, authority.hash(Buffer.from(message, 'utf8').toString('base64')), new Date(Date.parse(expired.validFrom) + 1000));
    const answer = await checkMsg({ message, signature: backdated });
    expect([answer.status, await answer.json()]).toEqual([400, { message: 'Срок действия сертификата подписи истёк' }]);
  });

  it('keeps a challenge when its signature fails: only its signer can use it up', async () => {
    const { message } = (await (await sandbox.call('/api/sign/message')).json()) as { message: string };
    const forged = await checkMsg({ message, signature: signed('другой текст').signature });
    expect([forged.status, await forged.json()]).toEqual([400, { message: 'Подпись не соответствует подписанным данным' }]);
    expect((await checkMsg(signed(message))).status).toBe(200);
    expect([(await checkMsg(signed(message))).status]).toEqual([400]);
  });
});
