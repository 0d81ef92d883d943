import { DEMO_PASSWORD, DEMO_USERS } from '../support/demoUsers';
import { expect, test } from '../support/portalTest';
import { watchPageArea } from '../support/pageAreaWatch';
import { emulateSlowLink } from '../support/requestTimings';
import { cabinetMenu } from '../support/signIn';

/**
 * On a slow link (400 ms a round trip) the way from «Войти» to the landing page takes seconds: the start page's
 * status line, then the shell with each stage («Загрузка данных пользователя…», «Загрузка кабинета…»), then the
 * page's skeleton. At no frame in between may the page area be empty (decision 0065): a person would see a bare
 * shell and wonder whether anything is happening.
 */
for (const user of DEMO_USERS.filter((demo) => demo.login !== 'multi')) {
  test(`${user.login}: from «Войти» until ${user.landing} shows, every frame's page area shows a named loading stage or the page`, async ({ page }) => {
    const watch = await watchPageArea(page);
    await page.goto('/');
    await page.getByLabel('Имя пользователя').fill(user.login);
    await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
    const cdp = await page.context().newCDPSession(page);
    await emulateSlowLink(cdp);
    await watch.arm();
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(new RegExp(`${user.landing}$`), { timeout: 30_000 });
    await expect(cabinetMenu(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const seen = await watch.read();
    // The watch ran on the page the form sent the browser back to, through the whole way in.
    expect(seen.frames).toBeGreaterThan(0);
    expect(seen.empty).toEqual([]);
  });
}
