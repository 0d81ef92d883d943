import { expect, test, type Page } from '../support/portalTest';
import { E2E_BASE_URL } from '../support/ports';
import { resetSandbox } from '../support/sandboxControl';
import { signIn } from '../support/signIn';
import { logOutThroughConfirmation } from '../support/userMenu';
import { enterSignedIn } from '../support/signedIn';

/** The sandbox answers the next `count` GET /api/v2/user calls with `status` (and `body`). */
async function failNextUserLoad(status: number, body?: unknown): Promise<void> {
  const response = await fetch(`${E2E_BASE_URL}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: '/api/v2/user', method: 'GET', status, count: 1, ...(body === undefined ? {} : { body }) }),
  });
  if (!response.ok) throw new Error(`fault injection: ${response.status}`);
}

/** Signed in as the supplier, then a reload: the shell loads the user again (GET /api/v2/user). */
async function reloadWithUserLoadFailing(page: Page, status: number, body?: unknown): Promise<void> {
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await failNextUserLoad(status, body);
  await page.reload();
}

test.beforeEach(async () => {
  await resetSandbox();
});

test('500 offers to continue; Продолжить closes the dialog', async ({ page }) => {
  await reloadWithUserLoadFailing(page, 500, { message: 'NullPointerException' });
  const dialog = page.getByRole('alertdialog', { name: 'Сервер временно недоступен' });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toContainText('NullPointerException');
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await expect(dialog).toBeHidden();
});

test('410 shows the session-ended dialog; Выход returns to the sign-in page', async ({ page }) => {
  await reloadWithUserLoadFailing(page, 410);
  const dialog = page.getByRole('alertdialog', { name: 'Активная сессия завершена' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Выход' }).click();
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
});

test("418 shows the server's message as an orange notice", async ({ page }) => {
  await reloadWithUserLoadFailing(page, 418, { errorMessage: 'Операция временно недоступна' });
  const notice = page.getByRole('status').filter({ hasText: 'Операция временно недоступна' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-color', 'warning');
  await notice.getByRole('button', { name: 'Закрыть уведомление' }).click();
  await expect(notice).toBeHidden();
});

test('451 shows the body text as an orange notice', async ({ page }) => {
  await reloadWithUserLoadFailing(page, 451, 'Доступ к разделу ограничен');
  const notice = page.getByRole('status').filter({ hasText: 'Доступ к разделу ограничен' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-color', 'warning');
});

test('another failure shows the error banner titled Ошибка with the server message', async ({ page }) => {
  await reloadWithUserLoadFailing(page, 503, { message: 'Сервис на обслуживании' });
  const banner = page.getByRole('alert').filter({ hasText: 'Сервис на обслуживании' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Ошибка');
});

test('logout asks for confirmation: Нет stays, Да returns to the sign-in page', async ({ page }) => {
  await signIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Выход' }).click();
  const confirmation = page.getByRole('alertdialog');
  await expect(confirmation).toContainText('Вы действительно хотите выйти?');
  await confirmation.getByRole('button', { name: 'Нет' }).click();
  await expect(confirmation).toBeHidden();
  await expect(page).toHaveURL(/\/lkk\/main$/);

  await logOutThroughConfirmation(page);
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'access_token')?.value ?? '').toBe('');
});
