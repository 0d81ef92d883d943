/** @jest-environment node */
import { OidcTestClient } from '../testing/oidcClient';
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { createMemoryAdapterClass, SWEEP_INTERVAL_MS } from './memoryAdapter';

jest.setTimeout(60_000);

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.stop();
});

const browser = () => new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer);

describe('a password change', () => {
  it.each([
    [
      'PUT /lkd/user/password',
      'debtor',
      (token: string) => {
        // The PUT sets a password only at a first sign-in.
        const account = sandbox.state.users.byUsername('debtor')!;
        account.user = { ...account.user, hasActualPassword: false };
        return sandbox.call('/api/lkd/user/password', { method: 'PUT', token, body: 'Secret_9', headers: { 'content-type': 'text/plain' } });
      },
    ],
    [
      'POST /v2/user/changePassword',
      'agent',
      (token: string) =>
        sandbox.call('/api/v2/user/changePassword', { method: 'POST', token, body: JSON.stringify({ login: 'agent', currentPassword: 'demo', password: 'Secret_9', confirmPassword: 'Secret_9' }) }),
    ],
  ])('through %s ends every other session and refresh token of the account, not its own', async (_call, login, change) => {
    const here = browser();
    const elsewhere = browser();
    const mine = await here.signIn(login);
    const other = await elsewhere.signIn(login);
    expect((await elsewhere.refresh(other.refresh_token)).status).toBe(200);

    expect((await change(mine.access_token)).status).toBe(200);

    // The other device is signed out; the session the change was made in goes on.
    const refreshedElsewhere = await elsewhere.refresh(other.refresh_token);
    expect(refreshedElsewhere.status).toBe(400);
    expect((await refreshedElsewhere.json()).error).toBe('invalid_grant');
    expect((await here.refresh(mine.refresh_token)).status).toBe(200);
    // The identity provider's session is gone too: a new sign-in asks for the (new) password.
    const page = await elsewhere.authorize('x'.repeat(43));
    expect(page.html).toContain('name="password"');
    await expect(browser().signIn(login, 'Secret_9')).resolves.toHaveProperty('access_token');
  });

  it("leaves other accounts' sessions alone", async () => {
    const client = browser();
    const tokens = await client.signIn('principal');
    const changer = await browser().signIn('newcomer');
    expect((await sandbox.call('/api/lkk/user/password', { method: 'PUT', token: changer.access_token, body: 'Secret_9', headers: { 'content-type': 'text/plain' } })).status).toBe(200);
    expect((await client.refresh(tokens.refresh_token)).status).toBe(200);
  });
});

describe("the provider's memory store", () => {
  afterEach(() => jest.useRealTimers());

  it('sweeps out expired entries on later writes, even if nobody reads them again', async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12) });
    const Adapter = createMemoryAdapterClass();
    const interactions = new Adapter('Interaction');
    for (let index = 0; index < 50; index += 1) await interactions.upsert(`i${index}`, { uid: `u${index}` }, 60);
    expect(Adapter.size()).toBe(100);
    jest.setSystemTime(Date.now() + SWEEP_INTERVAL_MS + 61_000);
    await interactions.upsert('fresh', {}, 60);
    expect(Adapter.size()).toBe(1);
  });

  it('never holds more than its cap: a flood of anonymous interactions evicts its own oldest, not the signed-in sessions', async () => {
    const Adapter = createMemoryAdapterClass({ maxEntries: 20, maxInteractions: 19 });
    const sessions = new Adapter('Session');
    await sessions.upsert('signed-in', { accountId: 'supplier-sub' }, 3600);
    const interactions = new Adapter('Interaction');
    for (let index = 0; index < 500; index += 1) await interactions.upsert(`i${index}`, { uid: `u${index}` }, 3600);
    expect(Adapter.size()).toBeLessThanOrEqual(20);
    expect(await sessions.find('signed-in')).toEqual({ accountId: 'supplier-sub' });
    expect(await interactions.find('i499')).toEqual({ uid: 'u499' });
    expect(await interactions.find('i0')).toBeUndefined();
  });
});
