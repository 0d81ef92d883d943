import type { BrowserContext, Page, Request, Response } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEMO_USERS } from './demoUsers';
import { signIn } from './signIn';

/**
 * What the portal needs to resume a demo user's session in a fresh browser context: the token cookies (and the
 * identity provider's own) and, since decision 0058, the digests of those tokens the portal keeps in this origin's
 * local storage (`portal.sessionBinding`); without them start-up removes the cookies as not its own and the user
 * meets the login form again. The sign-in record (`portal.lastLoginMarkedFor`) goes with them, so a resumed start is
 * a returning user's and does not record the sign-in a second time. Nothing else of local storage is carried: a
 * theme, a last cabinet or a cached system info chosen in one test must not leak into the next.
 */
const SESSION_STORAGE_KEYS = ['portal.sessionBinding', 'portal.lastLoginMarkedFor'];

type StorageState = Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>;

/**
 * Each demo user's session after an entry, kept for the rest of this worker's run (a worker is one process; its tests
 * run one after another). Where signing in is not what a test is about, the next test of the same user starts from
 * it instead of going through the identity provider's form.
 */
const sessions = new Map<string, StorageState>();

/** The demo user each context was entered as, to keep that user's session as the test leaves it. */
const enteredAs = new WeakMap<BrowserContext, string>();

/** How this worker's entries went: through the form (first entries and fall-backs) or resumed from a kept session. */
const tally = { form: 0, resumed: 0, fellBack: 0 };

/** The identity provider's authorization address: the login form, or its silent check, is shown from there. */
const AUTHORIZATION_PAGE = /\/protocol\/openid-connect\/auth\?/;

/** The header's user menu: signed in, at every width (the side menu is in a drawer on narrow screens). */
const userMenu = (page: Page) => page.getByRole('button', { name: 'Меню пользователя' });

/** The identity provider's login form: the session could not be resumed. */
const loginForm = (page: Page) => page.getByRole('heading', { name: 'Вход в личный кабинет' });

/** Where a demo user lands after signing in (demoUsers.ts), as a pattern for the page's address. */
function landingOf(login: string): RegExp {
  const user = DEMO_USERS.find((candidate) => candidate.login === login);
  if (!user) throw new Error(`enterSignedIn: ${login} is not a demo user with a known landing page; pass it`);
  return new RegExp(`${user.landing}$`);
}

/** The kept session without the parts of local storage that are the screen's state, not the session's. */
function sessionOnly(state: StorageState): StorageState {
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter((entry) => SESSION_STORAGE_KEYS.includes(entry.name)),
    })),
  };
}

/** The identity provider's token endpoint: a resumed start refreshes there. */
const TOKEN_ENDPOINT = /\/protocol\/openid-connect\/token$/;

/**
 * Watches a start from a kept session: whether the page asked the identity provider's authorization address (its
 * login form, or keycloak-js's silent check in a hidden frame, which signs in again without a form while the
 * provider's own cookie lasts: three round trips a resumed session does not make), and what a refused refresh
 * answered, for the note on the test.
 */
function watchResume(page: Page): () => Promise<{ authorized: boolean; refused: string[] }> {
  let authorized = false;
  const refused: Array<Promise<string>> = [];
  const onRequest = (request: Request) => {
    if (AUTHORIZATION_PAGE.test(request.url())) authorized = true;
  };
  const onResponse = (response: Response) => {
    if (TOKEN_ENDPOINT.test(new URL(response.url()).pathname) && !response.ok()) {
      refused.push(response.text().then((body) => `refresh ${response.status()} ${body.slice(0, 120)}`, () => `refresh ${response.status()}`));
    }
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  return async () => {
    page.off('request', onRequest);
    page.off('response', onResponse);
    return { authorized, refused: await Promise.all(refused) };
  };
}

/**
 * Opens the user's cabinet signed in and waits for its landing page (by default the demo user's own, demoUsers.ts)
 * and the header's user menu: from the user's session of an earlier test in this worker when there is one and the
 * identity provider still knows it (a sandbox reset keeps sessions; a logout or a password change ends them), else
 * through the login form. A kept session that did not resume is counted (`signedInTally().fellBack`) and noted on
 * the test, so a portal change that stops resumes shows as form entries instead of hiding in slower tests. The
 * context's cookies and local storage are replaced: call it before adding any of the test's own.
 */
export async function enterSignedIn(page: Page, login: string, landing: RegExp = landingOf(login)): Promise<void> {
  const saved = sessions.get(login);
  if (saved) {
    await page.context().setStorageState(saved);
    const resume = watchResume(page);
    await page.goto('/');
    await expect(userMenu(page).or(loginForm(page))).toBeVisible();
    const { authorized, refused } = await resume();
    const why = refused.length > 0 ? ` (${refused.join('; ')})` : '';
    if (await loginForm(page).isVisible()) {
      noteNotResumed(login, `signed in through the form again${why}`);
      sessions.delete(login);
      await page.context().clearCookies();
      await signInThroughForm(page, login);
    } else if (authorized) {
      // Signed in by the identity provider's silent check: not the kept session, though no form was shown.
      noteNotResumed(login, `signed in by the identity provider's silent check${why}`);
    } else {
      tally.resumed += 1;
    }
  } else {
    await signInThroughForm(page, login);
  }
  await expect(page).toHaveURL(landing);
  await expect(userMenu(page)).toBeVisible();
  // Kept again after every entry: a resumed session's tokens are new ones (the refresh rotates them).
  sessions.set(login, sessionOnly(await page.context().storageState()));
  enteredAs.set(page.context(), login);
}

/**
 * Keeps the session of the user a test entered as, as the test leaves it (portalTest.ts calls it before the context
 * closes): a refresh during the test rotated the refresh token kept at entry, and the provider refuses a used one.
 * A test that ended the session (a logout, a password change) or signed in as someone else leaves nothing to keep:
 * that user's next test goes through the form.
 */
export async function keepSessionAsLeft(context: BrowserContext): Promise<void> {
  const login = enteredAs.get(context);
  if (login === undefined) return;
  const state = await context.storageState().catch(() => null);
  const access = state?.cookies.find((cookie) => cookie.name === 'access_token')?.value;
  if (state && access && usernameOf(access) === login) sessions.set(login, sessionOnly(state));
  else sessions.delete(login);
}

/** The user an access token names (unverified: the browser's own cookie), or null. */
function usernameOf(accessToken: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { preferred_username?: unknown };
    return typeof claims.preferred_username === 'string' ? claims.preferred_username : null;
  } catch {
    return null;
  }
}

function noteNotResumed(login: string, how: string): void {
  tally.fellBack += 1;
  test.info().annotations.push({ type: 'session not resumed', description: `${login}: ${how}` });
}

async function signInThroughForm(page: Page, login: string): Promise<void> {
  tally.form += 1;
  await signIn(page, login);
}

/** This worker's entries so far: through the form, resumed, and kept sessions that did not resume. */
export function signedInTally(): Readonly<typeof tally> {
  return { ...tally };
}

/**
 * Forgets the kept session of one user, or of all (a test that proves the first sign-in goes through the form, or
 * one that ends the user's session on purpose: logout, password change).
 */
export function forgetSignedInSessions(login?: string): void {
  if (login === undefined) sessions.clear();
  else sessions.delete(login);
}
