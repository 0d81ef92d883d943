import { longestRequestChain } from '../../scripts/requestChain';
import { DEMO_PASSWORD } from '../support/demoUsers';
import { expect, test } from '../support/portalTest';
import { recordRequestTimings } from '../support/requestTimings';
import { cabinetMenu } from '../support/signIn';

/**
 * On a slow link every request that waits for another costs a round trip (docs/performance.md, "Round trips").
 * These tests count the depth of the request chain of a first visit and of a sign-in, from the recorded start and
 * end of every request, and fail when it grows past the depth reached today, so a change cannot quietly add a
 * link. The targets of a slow link are 6 round trips to the form and 10 to the landing page's data; the depths
 * below are where the portal stands, lowered as links are removed.
 */
// Measured 11: / → main.js → /config → the provider's two third-party-cookie check pages → its auth → the
// silent check page and script → auth → the login form → its favicon.
const FORM_CHAIN_DEPTH = 11;
// Measured 21: the provider's two redirects → / → main.js → /config → the cookie check (2) → favicon → the app's
// chunk → remotes.json → systeminfologin → lastlogin → v2/user → logo → favicon → mf-manifest → remoteEntry →
// Cabinet → getAlertStatus → eventGroups → events/critical.
const SIGN_IN_CHAIN_DEPTH = 21;

const describe = (chain: { url: string }[]) => chain.map((request) => new URL(request.url).pathname).join(' → ');

test('a first visit reaches the sign-in form through a request chain no deeper than today', async ({ page }) => {
  const recording = await recordRequestTimings(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  const chain = longestRequestChain(await recording.stop());
  console.log(`sign-in form: chain depth ${chain.length}: ${describe(chain)}`);
  expect(chain.length, describe(chain)).toBeLessThanOrEqual(FORM_CHAIN_DEPTH);
});

test('pressing «Войти» reaches the landing page of the cabinet through a request chain no deeper than today', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Имя пользователя').fill('supplier');
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  const recording = await recordRequestTimings(page);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(cabinetMenu(page)).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  const chain = longestRequestChain(await recording.stop());
  console.log(`landing page: chain depth ${chain.length}: ${describe(chain)}`);
  expect(chain.length, describe(chain)).toBeLessThanOrEqual(SIGN_IN_CHAIN_DEPTH);
});
