import { E2E_BASE_URL } from '../support/ports';
import { expect, test, type Browser, type Page } from '../support/portalTest';
import { enterSignedIn, forgetSignedInSessions, signedInTally } from '../support/signedIn';
import { logOutThroughConfirmation } from '../support/userMenu';

// The suite's shortcut (support/signedIn.ts): a test where signing in is not the subject starts from the session
// of an earlier test of the same user in the worker, and falls back to the login form when that session is gone.

/**
 * A fresh browser context's page, the main-frame addresses it goes through, and every request to the identity
 * provider's authorization address from any frame (the login form, or keycloak-js's silent check in a hidden frame:
 * either means the kept session was not resumed).
 */
async function freshPage(browser: Browser): Promise<{ page: Page; visited: string[]; authorizations: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'ru-RU' });
  const page = await context.newPage();
  const visited: string[] = [];
  const authorizations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  context.on('request', (request) => {
    if (LOGIN_PAGE.test(request.url())) authorizations.push(request.url());
  });
  return { page, visited, authorizations, close: () => context.close() };
}

/** The identity provider's authorization address, where its login form is shown in the page itself. */
const LOGIN_PAGE = /\/protocol\/openid-connect\/auth\?/;

test.beforeEach(() => forgetSignedInSessions());

test('a second test of the same user enters its cabinet without the login form', async ({ browser }) => {
  const before = signedInTally();
  const first = await freshPage(browser);
  await enterSignedIn(first.page, 'principal', /\/lkp\/main$/);
  expect(first.visited.some((url) => LOGIN_PAGE.test(url))).toBe(true);
  await first.close();

  // A fresh context, as the next test gets: nothing of the first one's cookies or storage unless the helper carries it.
  const second = await freshPage(browser);
  await enterSignedIn(second.page, 'principal', /\/lkp\/main$/);
  expect(second.visited.filter((url) => LOGIN_PAGE.test(url))).toEqual([]);
  // Resumed from the kept session (decision 0048's refresh), not signed in again by the provider's silent check.
  expect(second.authorizations).toEqual([]);
  await second.close();

  // The helper's own count agrees: one entry through the form, one resumed, none that fell back.
  const after = signedInTally();
  expect({ form: after.form - before.form, resumed: after.resumed - before.resumed, fellBack: after.fellBack - before.fellBack }).toEqual({ form: 1, resumed: 1, fellBack: 0 });
});

test('a kept session carries the session, not the screen: a theme chosen in one test is not in the next', async ({ browser }) => {
  const first = await freshPage(browser);
  await enterSignedIn(first.page, 'agent', /\/lka\/supplies$/);
  await first.page.getByRole('button', { name: 'Меню пользователя' }).click();
  await first.page.getByRole('menuitemcheckbox', { name: 'Включить темную тему' }).click();
  await expect(first.page.locator('html')).toHaveClass(/\bdark\b/);
  await first.close();

  const second = await freshPage(browser);
  await enterSignedIn(second.page, 'agent', /\/lka\/supplies$/);
  expect(second.visited.filter((url) => LOGIN_PAGE.test(url))).toEqual([]);
  await expect(second.page.locator('html')).not.toHaveClass(/\bdark\b/);
  await second.close();
});

test('a session ended by logging out is signed in through the form again', async ({ browser }) => {
  const before = signedInTally();
  const first = await freshPage(browser);
  await enterSignedIn(first.page, 'agent', /\/lka\/supplies$/);
  await logOutThroughConfirmation(first.page);
  await expect(first.page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await first.close();

  const second = await freshPage(browser);
  await enterSignedIn(second.page, 'agent', /\/lka\/supplies$/);
  expect(second.visited.some((url) => LOGIN_PAGE.test(url))).toBe(true);
  await second.close();
  // Counted as a kept session that did not resume, not hidden among first entries.
  expect(signedInTally().fellBack - before.fellBack).toBe(1);
});
