import type { Cookie, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { signIn } from './signIn';

/**
 * Each demo user's cookies after a sign-in, kept for the rest of this worker's run (a worker is one process; its
 * tests run one after another). Where signing in is not what a test is about, the next test of the same user starts
 * from them: the portal resumes the session (decision 0048) instead of going through the identity provider's form.
 */
const sessions = new Map<string, Cookie[]>();

/** The header's user menu: signed in, at every width (the side menu is in a drawer on narrow screens). */
const userMenu = (page: Page) => page.getByRole('button', { name: 'Меню пользователя' });

/** The identity provider's login form: the session could not be resumed. */
const loginForm = (page: Page) => page.getByRole('heading', { name: 'Вход в личный кабинет' });

/**
 * Opens the user's cabinet signed in and waits for its landing page and the header's user menu: from the user's session of an earlier
 * test in this worker when there is one and the identity provider still knows it (a sandbox reset keeps sessions,
 * a logout ends them), else through the login form. Afterwards the cookies are kept again: a resumed session's
 * refresh token is a new one.
 */
export async function enterSignedIn(page: Page, login: string, landing: RegExp): Promise<void> {
  const saved = sessions.get(login);
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto('/');
    await expect(userMenu(page).or(loginForm(page))).toBeVisible();
    if (await loginForm(page).isVisible()) {
      sessions.delete(login);
      await page.context().clearCookies();
      await signIn(page, login);
    }
  } else {
    await signIn(page, login);
  }
  await expect(page).toHaveURL(landing);
  await expect(userMenu(page)).toBeVisible();
  sessions.set(login, await page.context().cookies());
}

/** Forgets the kept sessions (a test that proves the first sign-in goes through the form). */
export function forgetSignedInSessions(): void {
  sessions.clear();
}
