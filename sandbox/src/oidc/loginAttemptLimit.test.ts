/** @jest-environment node */
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { OidcTestClient } from '../testing/oidcClient';
import { createPkce } from '../testing/pkce';
import { LOGIN_ERROR_TEXT } from './loginPage';
import { MAX_FAILED_LOGINS, TOO_MANY_LOGINS_TEXT } from './loginAttemptLimit';

jest.setTimeout(60_000);

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.stop();
});

/** One login form submission in a fresh browser session. */
async function tryLogin(username: string, password: string) {
  const client = new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer);
  const page = await client.authorize(createPkce().challenge);
  return client.submitLogin(page.html ?? '', username, password);
}

describe('password guessing on the login form', () => {
  it(`is stopped after ${MAX_FAILED_LOGINS} failures for a login: 429 with a Russian message, even for the right password`, async () => {
    for (let attempt = 1; attempt <= MAX_FAILED_LOGINS; attempt += 1) {
      const wrong = await tryLogin('agent', `guess-${attempt}`);
      expect(wrong.status).toBe(200);
      expect(wrong.html).toContain(LOGIN_ERROR_TEXT);
    }
    const blocked = await tryLogin('agent', 'guess-next');
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain(TOO_MANY_LOGINS_TEXT);
    // Case and spaces do not give a fresh allowance.
    expect((await tryLogin(' AGENT ', 'demo')).status).toBe(429);
    expect((await tryLogin('agent', 'demo')).status).toBe(429);
  });

  it('leaves other logins alone', async () => {
    const other = await tryLogin('debtor', 'demo');
    expect(other.redirect).toBeDefined();
  });

  it('never counts successful sign-ins', async () => {
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS + 5; attempt += 1) {
      expect((await tryLogin('principal', 'demo')).redirect).toBeDefined();
    }
  });
});
