/** @jest-environment node */
import { OidcTestClient, TEST_REDIRECT_URI } from '../testing/oidcClient';
import { createPkce } from '../testing/pkce';
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { CLIENT_ID } from './realmPaths';
import { MAX_AUTHORIZATION_REQUESTS, TOO_MANY_AUTHORIZATIONS_TEXT } from './loginAttemptLimit';

jest.setTimeout(240_000);

/** The provider store's bound in this sandbox: small, so a flood past it stays short. */
const CAPACITY = 60;

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ identityStoreCapacity: CAPACITY });
});
afterAll(async () => {
  await sandbox.stop();
});

/** What an anonymous visitor (no cookies) sends to start a sign-in: each one starts an interaction. */
function anonymousAuthorize(): Promise<Response> {
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: TEST_REDIRECT_URI,
    response_type: 'code',
    scope: 'openid',
    code_challenge: createPkce().challenge,
    code_challenge_method: 'S256',
  });
  return fetch(`${sandbox.urls.issuer}/protocol/openid-connect/auth?${params}`, { redirect: 'manual' });
}

describe('anonymous sign-in starts past the provider store bound', () => {
  it('leave signed-in users signed in: their refresh tokens still work', async () => {
    const browser = new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer);
    const tokens = await browser.signIn('supplier');
    const statuses = new Set<number>();
    for (let index = 0; index < CAPACITY * 4; index += 1) {
      const response = await anonymousAuthorize();
      await response.arrayBuffer();
      statuses.add(response.status);
    }
    // Each answered with the login form, as Keycloak answers: the provider store never turned one away.
    expect(statuses).toEqual(new Set([200]));
    const refreshed = await browser.refresh(tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    // The session itself is still known: a new sign-in in the same browser needs no password.
    expect((await browser.authorize(createPkce().challenge)).redirect).toBeDefined();
  });
});

describe('sign-in starts from one address', () => {
  it(`are limited to ${MAX_AUTHORIZATION_REQUESTS} a minute: then 429 with a Russian page`, async () => {
    const limited = await startTestSandbox();
    try {
      const start = () => fetch(`${limited.urls.issuer}/protocol/openid-connect/auth?client_id=${CLIENT_ID}`, { redirect: 'manual' });
      const statuses: number[] = [];
      let left = MAX_AUTHORIZATION_REQUESTS;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (left > 0) {
            left -= 1;
            const response = await start();
            await response.arrayBuffer();
            statuses.push(response.status);
          }
        }),
      );
      expect(statuses).toHaveLength(MAX_AUTHORIZATION_REQUESTS);
      expect(statuses).not.toContain(429);
      const refused = await start();
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain(TOO_MANY_AUTHORIZATIONS_TEXT);
    } finally {
      await limited.stop();
    }
  });
});
