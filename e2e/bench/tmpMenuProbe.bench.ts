import { expect, test, type Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/demoUsers';
import { E2E_BASE_URL } from '../support/ports';
import { recordRequestTimings } from '../support/requestTimings';
import { MONOLITH_URL, runBesideSingleBundle } from './singleBundleSandbox';

const THROTTLED = { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (10 * 1024 * 1024) / 8 };
runBesideSingleBundle();
test.describe.configure({ timeout: 20 * 60_000 });

async function probe(browser: Browser, baseUrl: string, landing: string) {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Имя пользователя').fill('supplier');
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
  const recording = await recordRequestTimings(page);
  await recording.cdp.send('Network.clearBrowserCache');
  await recording.cdp.send('Network.emulateNetworkConditions', THROTTLED);
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const menu = document.querySelector('nav[aria-label="Меню кабинета"] a');
      if (menu && (window as unknown as { m?: number }).m === undefined) (window as unknown as { m?: number }).m = performance.now();
    });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
  });
  const t0 = Date.now();
  await page.goto(`${baseUrl}${landing}`);
  await expect(page.getByRole('navigation', { name: 'Меню кабинета' }).getByRole('link').first()).toBeVisible();
  await page.waitForTimeout(1500);
  const menu = await page.evaluate(() => (window as unknown as { m?: number }).m);
  const requests = await recording.stop();
  const zero = Math.min(...requests.map((r) => r.start));
  const lines = requests.sort((a, b) => a.start - b.start).map((r) => `${Math.round(r.start - zero)}–${Math.round(r.end - zero)} ${new URL(r.url).pathname}`);
  await context.close();
  return `menu ${Math.round(menu ?? -1)} (t0 ${t0})\n${lines.join('\n')}`;
}

test('probe', async ({ browser }) => {
  for (let run = 0; run < 2; run += 1) {
    console.log(`FEDERATED\n${await probe(browser, E2E_BASE_URL, '/lkk/main')}`);
    console.log(`MONOLITH\n${await probe(browser, MONOLITH_URL, '/lkk/main')}`);
  }
});
