/** @jest-environment node */
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { OidcTestClient } from '../testing/oidcClient';
import { createPkce } from '../testing/pkce';
import { LOGIN_ERROR_TEXT } from './loginPage';
import { MAX_FAILED_LOGINS, TOO_MANY_LOGINS_TEXT } from './loginAttemptLimit';

jest.setTimeout(60_000);

/** The test connects over loopback, standing for the deploy's nginx. */
const NGINX = ['127.0.0.1', '::1'];
const GUESSER = '203.0.113.5';
const OWNER = '198.51.100.7';

/** One login form submission in a fresh browser, its requests forwarded by the proxy for `client`. */
async function tryLogin(sandbox: TestSandbox, client: string, username: string, password: string) {
  const browser = new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer, { 'x-forwarded-for': client });
  const page = await browser.authorize(createPkce().challenge);
  return browser.submitLogin(page.html ?? '', username, password);
}

async function guessUntilLocked(sandbox: TestSandbox, username: string): Promise<void> {
  for (let attempt = 1; attempt <= MAX_FAILED_LOGINS; attempt += 1) expect((await tryLogin(sandbox, GUESSER, username, `guess-${attempt}`)).html).toContain(LOGIN_ERROR_TEXT);
  const locked = await tryLogin(sandbox, GUESSER, username, 'demo');
  expect(locked.status).toBe(429);
  expect(locked.html).toContain(TOO_MANY_LOGINS_TEXT);
}

describe('failed logins behind the trusted proxy (SANDBOX_TRUSTED_PROXIES)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ trustedProxies: NGINX });
  });
  afterAll(async () => {
    await sandbox.stop();
  });

  it("lock the login for the guesser's address only: its owner, from another address, still signs in", async () => {
    await guessUntilLocked(sandbox, 'agent');
    expect((await tryLogin(sandbox, OWNER, 'agent', 'demo')).redirect).toBeDefined();
  });
});

describe('X-Forwarded-For from a client that is not a trusted proxy', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ trustedProxies: ['192.0.2.1'] });
  });
  afterAll(async () => {
    await sandbox.stop();
  });

  it('is not believed: a new address in the header gives no fresh allowance', async () => {
    await guessUntilLocked(sandbox, 'agent');
    expect((await tryLogin(sandbox, OWNER, 'agent', 'demo')).status).toBe(429);
  });
});
