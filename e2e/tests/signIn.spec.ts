import { expect, test } from '../support/portalTest';
import { DEMO_USERS } from '../support/demoUsers';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';
import { logOutThroughConfirmation } from '../support/userMenu';

test.beforeEach(async () => {
  await resetSandbox();
});

for (const user of DEMO_USERS) {
  test(`${user.login} signs in through the login form and lands in ${user.landing}`, async ({ page }) => {
    await signIn(page, user.login);
    await expect(page).toHaveURL(new RegExp(`${user.landing}$`));
    await expect(cabinetMenu(page).getByRole('link')).toHaveText(user.menu);
    await expect(page.getByText(`(${user.role})`)).toBeVisible();
    // Tokens are kept in the cookies spec §3 names, SameSite=Strict.
    const cookies = await page.context().cookies();
    for (const name of ['access_token', 'refresh_token']) {
      const cookie = cookies.find((c) => c.name === name);
      expect(cookie?.value, name).toBeTruthy();
      expect(cookie?.sameSite).toBe('Strict');
    }
  });
}

test('a menu item routes to its page', async ({ page }) => {
  await signIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await cabinetMenu(page).getByRole('link', { name: 'Отчеты' }).click();
  await expect(page).toHaveURL(/\/lkk\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Отчеты' })).toBeVisible();
});

test("a user typing another cabinet's URL is sent back to their own", async ({ page }) => {
  await signIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  for (const foreign of ['/lkd/supplies', '/lka/reward', '/lkp/main']) {
    await page.goto(foreign);
    await expect(page).toHaveURL(/\/lkk\/main$/);
    await expect(cabinetMenu(page).getByRole('link').first()).toHaveText('Главная');
  }
});

test('a wrong password keeps the typed login, then the right one signs in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await page.getByLabel('Имя пользователя').fill('agent');
  await page.getByLabel('Пароль').fill('wrong');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Неверное имя пользователя или пароль')).toBeVisible();
  await expect(page.getByLabel('Имя пользователя')).toHaveValue('agent');
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/lka\/supplies$/);
});

test('logout returns to the sign-in page', async ({ page }) => {
  await signIn(page, 'debtor');
  await expect(page).toHaveURL(/\/lkd\/supplies$/);
  const storedKeys = () => page.evaluate(() => Object.keys(window.localStorage).sort());
  await expect.poll(storedKeys).toEqual(expect.arrayContaining(['portal.lastCabinet', 'portal.lastLoginMarkedFor']));
  await logOutThroughConfirmation(page);
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'access_token')?.value ?? '').toBe('');
  // Nothing of the user stays in the portal's local storage (decision 0058); the theme choice, a display preference,
  // may. (keycloak-js keeps the state of the login now under way as kc-callback-*.)
  expect((await storedKeys()).filter((key) => key.startsWith('portal.') && key !== 'portal.theme')).toEqual([]);
});
