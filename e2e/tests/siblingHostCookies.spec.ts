import { writeFileSync } from 'node:fs';
import path from 'node:path';
import config from '../playwright.config';
import type { BrowserContext, Page } from '../support/portalTest';
import { expect, test } from '../support/portalTest';
import { E2E_SIBLING_HOSTS_PORTS, E2E_STATE_DIR, manifestUrl } from '../support/ports';
import { E2E_WORLD_TODAY, startSandboxProcess, type SandboxProcess } from '../support/sandboxProcess';
import { cabinetMenu, signIn } from '../support/signIn';

// Decision 0058 (issue 52) as deployed: the portal on a host of a parent domain that other hosts share. The browser
// maps *.portal.test to loopback; the portal is app.portal.test, and a page on the sibling evil.portal.test sets
// access_token/refresh_token with Domain=portal.test, as a remote's host or any site under the parent could.

const { sandbox: PORT, LKK: LKK_PORT } = E2E_SIBLING_HOSTS_PORTS;
const PORTAL = `http://app.portal.test:${PORT}`;
const SIBLING = `http://evil.portal.test:${PORT}`;

// Over http only localhost is a secure context; keycloak-js needs Web Crypto, so the portal's origin is declared one.
const BROWSER_ARGS = ['--host-resolver-rules=MAP *.portal.test 127.0.0.1', `--unsafely-treat-insecure-origin-as-secure=${PORTAL}`];
test.use({
  baseURL: PORTAL,
  launchOptions: { ...config.use?.launchOptions, args: [...(config.use?.launchOptions?.args ?? []), ...BROWSER_ARGS] },
});

let sandbox: SandboxProcess | null = null;

test.beforeAll(async () => {
  const remotesFile = path.join(E2E_STATE_DIR, `remotes-sibling-hosts-${PORT}.json`);
  writeFileSync(remotesFile, JSON.stringify({ LKK: manifestUrl(LKK_PORT) }));
  sandbox = await startSandboxProcess(PORT, {
    PUBLIC_URL: PORTAL,
    REMOTES_FILE: remotesFile,
    SANDBOX_REMOTE_PORTS: `LKK=${LKK_PORT}`,
    SANDBOX_NEW_EVENTS: 'off',
    SANDBOX_TODAY: E2E_WORLD_TODAY,
  });
});

test.afterAll(async () => {
  await sandbox?.stop();
});

interface TokenPair {
  access: string;
  refresh: string;
}

/** The attacker signs in to the portal in a browser of their own and keeps the token cookies it wrote for them. */
async function attackerTokens(browser: import('@playwright/test').Browser): Promise<TokenPair> {
  const context = await browser.newContext({ baseURL: PORTAL });
  try {
    const page = await context.newPage();
    await signIn(page, 'multi');
    await expect(page).toHaveURL(/\/lkk\/main$/);
    await expect(cabinetMenu(page)).toBeVisible();
    const cookies = await context.cookies();
    const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
    return { access: value('access_token'), refresh: value('refresh_token') };
  } finally {
    await context.close();
  }
}

/** A page on the sibling host writes the pair for the whole parent domain, as page script there can. */
async function plantFromSibling(context: BrowserContext, tokens: TokenPair, cookiePath: string): Promise<void> {
  const sibling = await context.newPage();
  await sibling.goto(`${SIBLING}/config`);
  await sibling.evaluate(
    ({ tokens, cookiePath }) => {
      document.cookie = `access_token=${tokens.access}; domain=portal.test; path=${cookiePath}`;
      document.cookie = `refresh_token=${tokens.refresh}; domain=portal.test; path=${cookiePath}`;
    },
    { tokens, cookiePath },
  );
  await sibling.close();
  const planted = (await context.cookies(PORTAL + cookiePath)).filter((cookie) => cookie.domain === '.portal.test');
  expect(planted.map((cookie) => cookie.name).sort()).toEqual(['access_token', 'refresh_token']);
}

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

test("a sibling host's Domain=<parent> cookies neither sign a fresh browser in nor switch the user who signs in", async ({ browser, page, context }) => {
  const attacker = await attackerTokens(browser);
  await plantFromSibling(context, attacker, '/');
  const callers = recordCallers(page);

  await page.goto('/lkk/main');
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  expect(callers).toEqual([]);
  // Start-up removed the parent domain's pair, which page script can do with the same Domain and Path.
  expect((await context.cookies(PORTAL)).filter((cookie) => cookie.name.endsWith('_token'))).toEqual([]);

  // The sibling plants again, this time on /lkk, in front of the user's own pair once they sign in.
  await plantFromSibling(context, attacker, '/lkk');
  await page.getByLabel('Имя пользователя').fill('supplier');
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(cabinetMenu(page)).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'Отчеты' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Отчеты' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Отчеты' })).toBeVisible();
  await expect(page.getByText('(Кабинет поставщика)')).toBeVisible();
  expect(callers.length).toBeGreaterThan(0);
  expect([...new Set(callers)]).toEqual(['supplier']);
});
