import { expect, test, type Page, type Request } from '../support/portalTest';
import { isPasswordChangeAction } from '../support/passwordChange';
import { resetSandbox } from '../support/sandboxControl';
import { signIn } from '../support/signIn';
import { logOutThroughConfirmation } from '../support/userMenu';

// The sandbox answers as a real back end may where the spec is silent (ids as strings, extra fields, empty
// action bodies); these flows must still work end to end.

test.beforeEach(async () => {
  await resetSandbox();
});

function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.includes('/protocol/openid-connect/logout')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Настройки' }).click();
  const dialog = page.getByTestId('settings-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('start-up opens the back-end session before the user load and reads GET /system/page', async ({ page }) => {
  const calls = apiCalls(page);
  await signIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(page.getByTestId('footer-copyright')).toBeVisible();
  expect(calls).toContain('POST /api/session/basic/login');
  expect(calls).toContain('GET /api/system/page');
  expect(calls.indexOf('POST /api/session/basic/login')).toBeLessThan(calls.indexOf('GET /api/v2/user'));
  // system/page carries env, colours and design schema: their own calls are not needed.
  expect(calls).not.toContain('GET /api/env');
  expect(calls).not.toContain('GET /api/system/color');
});

test('logout closes the back-end session (GET session/logout) before the identity provider logout', async ({ page }) => {
  await signIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  const calls = apiCalls(page);
  await logOutThroughConfirmation(page);
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  const backEnd = calls.indexOf('GET /api/session/logout');
  const identity = calls.findIndex((call) => call.includes('/protocol/openid-connect/logout'));
  expect(backEnd).toBeGreaterThan(-1);
  expect(identity).toBeGreaterThan(backEnd);
});

test('changes the notification e-mail although the answer is not a user; the new one stays after a reload', async ({ page }) => {
  await signIn(page, 'debtor');
  await expect(page).toHaveURL(/\/lkd\/supplies$/);
  let settings = await openSettings(page);
  const field = settings.getByLabel('Почта для уведомлений');
  await field.fill('new.debtor@example.ru');
  await settings.getByRole('button', { name: 'Применить', exact: true }).click();
  await expect(settings.getByRole('button', { name: 'Отменить' })).toBeDisabled();
  await expect(page.getByText('Ошибка изменения почты для уведомлений')).toHaveCount(0);

  await page.reload();
  settings = await openSettings(page);
  await expect(settings.getByLabel('Почта для уведомлений')).toHaveValue('new.debtor@example.ru');
});

test('the forced password dialog closes on the action’s 200 answer (body true, not a user)', async ({ page }) => {
  await signIn(page, 'newcomer');
  const dialog = page.getByTestId('change-password-dialog');
  await expect(dialog).toBeVisible();
  const action = page.waitForRequest(isPasswordChangeAction);
  await dialog.getByLabel('Текущий пароль').fill('demo');
  await dialog.getByLabel('Новый пароль').fill('Newcomer_2');
  await dialog.getByLabel('Подтверждение пароля').fill('Newcomer_2');
  await dialog.getByRole('button', { name: 'Изменить' }).click();
  expect((await action).headers()['content-type']).toBe('application/json');
  await expect(page.getByText('Пароль успешно изменён')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The back end took the new password: the dialog is not forced again, and it signs in.
  await page.reload();
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(page.getByTestId('change-password-dialog')).toHaveCount(0);
  await logOutThroughConfirmation(page);
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await signIn(page, 'newcomer', 'Newcomer_2');
  await expect(page).toHaveURL(/\/lkk\/main$/);
});
