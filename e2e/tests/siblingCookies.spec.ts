import type { BrowserContext, Page } from '../support/portalTest';
import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';

// Decision 0058 (issue 52): token cookies the portal did not write — a sibling host's Domain=<parent> pair, or a
// deeper Path=/lkk pair put in front of the portal's own — never sign a browser in, and never switch a signed-in user.
// On localhost a sibling's Domain cookie cannot be told from the host's own (Chromium files both under
// "localhost"), so the planted pair stands for it exactly as the page sees it.

test.beforeEach(async () => {
  await resetSandbox();
});

interface TokenPair {
  access: string;
  refresh: string;
}

/** Signs the attacker in, in a browser of their own, and takes the token cookies the portal wrote for them. */
async function attackerTokens(browser: import('@playwright/test').Browser, login: string, landing: RegExp): Promise<TokenPair> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, login);
    await expect(page).toHaveURL(landing);
    await expect(cabinetMenu(page)).toBeVisible();
    const cookies = await context.cookies();
    const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
    return { access: value('access_token'), refresh: value('refresh_token') };
  } finally {
    await context.close();
  }
}

async function plant(context: BrowserContext, tokens: TokenPair, path: string): Promise<void> {
  await context.addCookies(
    [
      ['access_token', tokens.access],
      ['refresh_token', tokens.refresh],
    ].map(([name, value]) => ({ name: name!, value: value!, domain: 'localhost', path, sameSite: 'Lax' as const })),
  );
}

/** The user each API call of the page is made as: preferred_username of the bearer it carries. */
function recordCallers(page: Page): string[] {
  const callers: string[] = [];
  page.on('request', (request) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers()['authorization'] ?? '')?.[1];
    if (!request.url().includes('/api/') || !bearer) return;
    const payload = JSON.parse(Buffer.from(bearer.split('.')[1] ?? '', 'base64url').toString('utf8')) as { preferred_username?: string };
    callers.push(payload.preferred_username ?? '?');
  });
  return callers;
}

test("a fresh browser holding an attacker's token cookies opens the login, not the attacker's cabinet", async ({ browser, page, context }) => {
  const attacker = await attackerTokens(browser, 'principal', /\/lkp\/main$/);
  expect(attacker.access).toBeTruthy();
  await plant(context, attacker, '/');
  const callers = recordCallers(page);
  await page.goto('/lkp/main');
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await expect(page.getByText('(Кабинет принципала)')).toHaveCount(0);
  expect(callers).toEqual([]);
  // The planted pair is gone: the next visit does not meet it again.
  expect((await context.cookies()).filter((cookie) => cookie.name.endsWith('_token'))).toEqual([]);
});

test("a signed-in user is not switched to the account whose cookies a sibling put in front of theirs (Path=/lkk)", async ({ browser, page, context }) => {
  const attacker = await attackerTokens(browser, 'multi', /\/lkk\/main$/);
  await signIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(cabinetMenu(page)).toBeVisible();
  const callers = recordCallers(page);

  await plant(context, attacker, '/lkk');
  // Inside the page: every call still carries the user's own token.
  await cabinetMenu(page).getByRole('link', { name: 'Отчеты' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Отчеты' })).toBeVisible();
  await expect.poll(() => callers.length).toBeGreaterThan(0);
  // A reload meets two cookies of each name: all are removed and the user's own identity-provider session signs
  // them in again, still as themselves.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Отчеты' })).toBeVisible();
  await expect(page.getByText('(Кабинет поставщика)')).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'Главная' }).click();
  await expect(page).toHaveURL(/\/lkk\/main$/);
  expect([...new Set(callers)]).toEqual(['supplier']);
  const tokens = (await context.cookies()).filter((cookie) => cookie.name === 'access_token');
  expect(tokens.map((cookie) => cookie.path)).toEqual(['/']);
});
