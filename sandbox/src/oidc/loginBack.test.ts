/** @jest-environment node */
import { OidcTestClient } from '../testing/oidcClient';
import { createPkce } from '../testing/pkce';
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { LOGIN_EXPIRED_TEXT, OPEN_PORTAL_TEXT } from './interactionRoutes';

jest.setTimeout(30_000);

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.stop();
});

/** The login form's own address (the form posts to where it was shown). */
function formAddress(html: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no login form in the page');
  return action.replace(/&amp;/g, '&');
}

describe('the login form opened again after it was used (the browser’s Back from the portal)', () => {
  it('sends a signed-in user back to the portal’s start, not to «Время на вход истекло»', async () => {
    const browser = new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer);
    const page = await browser.authorize(createPkce().challenge);
    const form = formAddress(page.html ?? '');
    const signedIn = await browser.submitLogin(page.html ?? '', 'supplier', 'demo');
    expect(signedIn.redirect).toBeDefined();

    const back = await browser.get(form);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${sandbox.urls.main}/`);
    expect(back.headers.get('cache-control')).toBe('no-store');
  });

  it('without a sign-in, says the time is up and links to the portal to start again', async () => {
    const first = new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer);
    const page = await first.authorize(createPkce().challenge);
    const form = formAddress(page.html ?? '');
    // Another browser, without the first one's cookies: no interaction, no session.
    const stranger = new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer);
    const answer = await stranger.get(form);
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain(LOGIN_EXPIRED_TEXT);
    expect(html).toContain(`<a href="${sandbox.urls.main}/">${OPEN_PORTAL_TEXT}</a>`);
  });
});
