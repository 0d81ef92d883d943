import { E2E_BASE_URL } from '../support/ports';
import { expect, test, type Browser, type Page } from '../support/portalTest';
import { enterSignedIn, forgetSignedInSessions } from '../support/signedIn';
import { logOutThroughConfirmation } from '../support/userMenu';

// The suite's shortcut (support/signedIn.ts): a test where signing in is not the subject starts from the session
// of an earlier test of the same user in the worker, and falls back to the login form when that session is gone.

/** A fresh browser context's page, and the main-frame addresses it goes through. */
async function freshPage(browser: Browser): Promise<{ page: Page; visited: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'ru-RU' });
  const page = await context.newPage();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  return { page, visited, close: () => context.close() };
}

/** The identity provider's authorization address, where its login form is shown in the page itself. */
const LOGIN_PAGE = /\/protocol\/openid-connect\/auth\?/;

test.beforeEach(() => forgetSignedInSessions());

test('a second test of the same user enters its cabinet without the login form', async ({ browser }) => {
  const first = await freshPage(browser);
  await enterSignedIn(first.page, 'principal', /\/lkp\/main$/);
  expect(first.visited.some((url) => LOGIN_PAGE.test(url))).toBe(true);
  await first.close();

  const second = await freshPage(browser);
  await enterSignedIn(second.page, 'principal', /\/lkp\/main$/);
  expect(second.visited.filter((url) => LOGIN_PAGE.test(url))).toEqual([]);
  await second.close();
});

test('a session ended by logging out is signed in through the form again', async ({ browser }) => {
  const first = await freshPage(browser);
  await enterSignedIn(first.page, 'agent', /\/lka\/supplies$/);
  await logOutThroughConfirmation(first.page);
  await expect(first.page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await first.close();

  const second = await freshPage(browser);
  await enterSignedIn(second.page, 'agent', /\/lka\/supplies$/);
  expect(second.visited.some((url) => LOGIN_PAGE.test(url))).toBe(true);
  await second.close();
});
