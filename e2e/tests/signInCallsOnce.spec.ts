import type { Page } from '@playwright/test';
import { expect, test } from '../support/portalTest';
import { recordProductCalls, type LoggedCall } from '../support/productCallLog';
import { cabinetMenu, signIn } from '../support/signIn';

/**
 * Start-up sends the back end's session and a new sign-in's record itself, before the app's code has arrived, and the
 * app takes those answers over (decisions 0050, 0051). Each must then be one request that ends with its answer: never
 * a second one, never one the browser cancels (decision 0065). The network panel is read as a person reads it: every
 * product call the browser sent, and how it ended.
 */
const SESSION_OPEN = 'POST /api/session/basic/login';
const SIGN_IN_RECORD = 'PUT /api/v2/user/lastlogin';

async function landingShown(page: Page) {
  await expect(page).toHaveURL(/\/lkk\/main$/, { timeout: 30_000 });
  await expect(cabinetMenu(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0, { timeout: 30_000 });
}

const named = (calls: LoggedCall[], call: string) => calls.filter((entry) => entry.call === call);
const notFinished = (calls: LoggedCall[]) => calls.filter((entry) => entry.outcome !== 'finished');

/** Waits until every product call has ended, the ones whose answers nobody read included, and returns them all. */
async function everyCallEnded(log: Awaited<ReturnType<typeof recordProductCalls>>): Promise<LoggedCall[]> {
  await log.settleUnreadAnswers();
  await expect.poll(() => log.calls().filter((entry) => entry.outcome === 'open'), { timeout: 30_000 }).toEqual([]);
  return log.calls();
}

test('a sign-in opens the back end’s session once and records the sign-in once, and no product call is cancelled', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  const log = await recordProductCalls(page);
  await page.getByLabel('Имя пользователя').fill('supplier');
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await landingShown(page);
  const calls = await everyCallEnded(log);
  expect(named(calls, SESSION_OPEN)).toEqual([{ call: SESSION_OPEN, outcome: 'finished' }]);
  expect(named(calls, SIGN_IN_RECORD)).toEqual([{ call: SIGN_IN_RECORD, outcome: 'finished' }]);
  expect(notFinished(calls)).toEqual([]);
});

test('a page load of a signed-in user opens the back end’s session once, records no sign-in, and no product call is cancelled', async ({ page }) => {
  await signIn(page, 'supplier');
  await landingShown(page);
  const log = await recordProductCalls(page);
  await page.reload();
  await landingShown(page);
  const calls = await everyCallEnded(log);
  expect(named(calls, SESSION_OPEN)).toEqual([{ call: SESSION_OPEN, outcome: 'finished' }]);
  expect(named(calls, SIGN_IN_RECORD)).toEqual([]);
  expect(notFinished(calls)).toEqual([]);
});
