import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../support/demoUsers';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';

/**
 * Load benchmark: for one user per cabinet, reload the landing page a few times and print what a signed-in
 * page load costs — scripts fetched, their bytes, and the time from navigation start to the menu on screen.
 */
const RUNS = 3;

interface Figures {
  scripts: number;
  bytes: number;
  menuMs: number;
}

async function measureReload(page: Page): Promise<Figures> {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => body.length).catch(() => 0));
  };
  page.on('response', onResponse);
  await page.reload();
  await expect(cabinetMenu(page).getByRole('link').first()).toBeVisible();
  const menuMs = await page.evaluate(() => performance.now());
  page.off('response', onResponse);
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  return { scripts: sizes.length, bytes, menuMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

test.beforeAll(async () => {
  await resetSandbox();
});

for (const user of DEMO_USERS.filter((candidate) => candidate.login !== 'multi')) {
  test(`page load of ${user.landing} (${user.login})`, async ({ page }) => {
    await signIn(page, user.login);
    await expect(page).toHaveURL(new RegExp(`${user.landing}$`));
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureReload(page));
    const line = [
      `bench ${user.landing.padEnd(14)}`,
      `scripts ${runs[0]?.scripts}`,
      `uncompressed ${(median(runs.map((r) => r.bytes)) / 1024).toFixed(1)} KB`,
      `menu visible after ${median(runs.map((r) => r.menuMs)).toFixed(0)} ms (median of ${RUNS}, warm cache)`,
    ].join('  ');
    console.log(line);
  });
}
