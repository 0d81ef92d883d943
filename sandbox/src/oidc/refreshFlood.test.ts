/** @jest-environment node */
import { OidcTestClient } from '../testing/oidcClient';
import { createPkce } from '../testing/pkce';
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { MAX_REFRESHES_PER_ACCOUNT, TOO_MANY_REFRESHES_TEXT } from './refreshRateLimit';

jest.setTimeout(240_000);

/** The provider store's bound in this sandbox: small, so one user's refreshes pass it quickly. */
const CAPACITY = 40;

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ identityStoreCapacity: CAPACITY });
});
afterAll(async () => {
  await sandbox.stop();
});

/** Refreshes in a chain, each with the token the last answer rotated to; returns the statuses and the last token. */
async function refreshChain(browser: OidcTestClient, refreshToken: string, times: number): Promise<{ statuses: number[]; token: string; last: Response }> {
  const statuses: number[] = [];
  let token = refreshToken;
  let last: Response | undefined;
  for (let index = 0; index < times; index += 1) {
    last = await browser.refresh(token);
    statuses.push(last.status);
    if (last.status !== 200) break;
    token = ((await last.json()) as { refresh_token: string }).refresh_token;
  }
  return { statuses, token, last: last as Response };
}

describe("one user's refreshes past the provider store's bound", () => {
  it("leave another user's session alive: the other user still refreshes and signs in without a password", async () => {
    const victim = new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer);
    const victimTokens = await victim.signIn('debtor');
    const attacker = new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer);
    const { statuses } = await refreshChain(attacker, (await attacker.signIn('supplier')).refresh_token, CAPACITY * 2);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect((await victim.refresh(victimTokens.refresh_token)).status).toBe(200);
    expect((await victim.authorize(createPkce().challenge)).redirect).toBeDefined();
  });
});

describe('refreshes of one account', () => {
  it(`are limited to ${MAX_REFRESHES_PER_ACCOUNT} a minute: then 429 with a Russian reason, and other accounts go on`, async () => {
    const limited = await startTestSandbox();
    try {
      const browser = new OidcTestClient(limited.urls.main, limited.urls.issuer);
      const { statuses, last } = await refreshChain(browser, (await browser.signIn('supplier')).refresh_token, MAX_REFRESHES_PER_ACCOUNT + 1);
      expect(statuses.slice(0, MAX_REFRESHES_PER_ACCOUNT)).toEqual(Array(MAX_REFRESHES_PER_ACCOUNT).fill(200));
      expect(statuses[MAX_REFRESHES_PER_ACCOUNT]).toBe(429);
      expect(await last.json()).toEqual({ error: 'slow_down', error_description: TOO_MANY_REFRESHES_TEXT });
      const other = new OidcTestClient(limited.urls.main, limited.urls.issuer);
      expect((await other.refresh((await other.signIn('debtor')).refresh_token)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
