/** @jest-environment node */
import { OidcTestClient } from '../testing/oidcClient';
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';

jest.setTimeout(30_000);

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});
afterEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

const user = (token: string) => sandbox.call('/api/v2/user', { token, headers: { 'x-requested-with': 'XMLHttpRequest' } });
/**
 * Token times are whole seconds: waits until the clock has left the second a token was issued in (taken after it
 * came), so that token is older than a cut made now. The condition the sandbox measures, however slow the machine.
 */
async function pastTheSecondOf(issuedBy: number): Promise<void> {
  const second = Math.floor(issuedBy / 1000);
  while (Math.floor(Date.now() / 1000) <= second) await new Promise((next) => setTimeout(next, 20));
}

describe('POST /__sandbox/tokens/expire (a token running out in the middle of a flow)', () => {
  it('answers 401 "expired" to the tokens issued so far; a refreshed token passes', async () => {
    const client = new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer);
    const tokens = await client.signIn('supplier');
    const issuedBy = Date.now();
    expect((await user(tokens.access_token)).status).toBe(200);
    await pastTheSecondOf(issuedBy);

    expect((await sandbox.call('/__sandbox/tokens/expire', { method: 'POST' })).status).toBe(200);
    const refused = await user(tokens.access_token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'Срок действия токена доступа истёк' });

    const refreshed = await client.refresh(tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    const { access_token: fresh } = (await refreshed.json()) as { access_token: string };
    expect((await user(fresh)).status).toBe(200);
  });

  it('is undone by reset', async () => {
    const token = await sandbox.accessTokenOf('agent');
    await pastTheSecondOf(Date.now());
    await sandbox.call('/__sandbox/tokens/expire', { method: 'POST' });
    expect((await user(token)).status).toBe(401);
    await sandbox.call('/__sandbox/reset', { method: 'POST' });
    expect((await user(token)).status).toBe(200);
  });
});
