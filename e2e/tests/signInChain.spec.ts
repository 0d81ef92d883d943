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
// Measured 10 (without the favicon): / → main.js → /config → the provider's two third-party-cookie check pages →
// its auth → the silent check page and script → auth → the login form.
const FORM_CHAIN_DEPTH = 10;
// Measured 19–21 (without the favicon; which independent request falls in line varies): the provider's two redirects → / → main.js → /config → the cookie check (2)
// → the app's chunk → remotes.json → systeminfologin or session/basic/login → lastlogin → v2/user → logo →
// mf-manifest → remoteEntry → Cabinet → getAlertStatus → eventGroups → events/critical.
const SIGN_IN_CHAIN_DEPTH = 21;

const describe = (chain: { url: string }[]) => chain.map((request) => new URL(request.url).pathname).join(' → ');

/**
 * The chain is read from timing alone (a request that starts after another ended counts as waiting for it), so on a
 * busy machine an independent request can fall in line: a CI run measured one link more than a quiet one. The
 * favicon, which nothing waits for, is left out, and a new link is caught once it passes this slack.
 */
const TIMING_SLACK = 1;
const withoutFavicon = <T extends { url: string }>(requests: T[]) => requests.filter((request) => !new URL(request.url).pathname.endsWith('/favicon.svg'));

test('a first visit reaches the sign-in form through a request chain no deeper than today', async ({ page }) => {
  const recording = await recordRequestTimings(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  const chain = longestRequestChain(withoutFavicon(await recording.stop()));
  console.log(`sign-in form: chain depth ${chain.length}: ${describe(chain)}`);
  expect(chain.length, describe(chain)).toBeLessThanOrEqual(FORM_CHAIN_DEPTH + TIMING_SLACK);
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
  const chain = longestRequestChain(withoutFavicon(await recording.stop()));
  console.log(`landing page: chain depth ${chain.length}: ${describe(chain)}`);
  expect(chain.length, describe(chain)).toBeLessThanOrEqual(SIGN_IN_CHAIN_DEPTH + TIMING_SLACK);
});
