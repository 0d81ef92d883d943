import type { Page } from '@playwright/test';
import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';
import { logOutThroughConfirmation } from '../support/userMenu';

test.use({ viewport: { width: 1366, height: 768 } });

test.beforeEach(async () => {
  await resetSandbox();
});

async function startNewDocument(page: Page) {
  await page.goto('/lkk/edo');
  await page.getByRole('toolbar', { name: 'Действия с документами' }).getByRole('button', { name: 'Создать документ' }).click();
  const form = page.getByTestId('edm-document-form');
  await form.getByRole('combobox', { name: 'Тип документа' }).selectOption({ label: 'Письмо' });
  await form.getByLabel(/Файлы/).setInputFiles({ name: 'Письмо фактору.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% письмо\n') });
  await form.getByLabel('Комментарий').fill('Просим рассмотреть до пятницы');
  return form;
}

test('signing out in another tab ends this one at once; after signing in again the ЭДО form is back with its comment and type, and names the file to choose again', async ({ page, context }) => {
  await signIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await startNewDocument(page);

  // A shared office PC: the same person signs out in a second tab.
  const other = await context.newPage();
  await other.goto('/lkk/main');
  await expect(cabinetMenu(other)).toBeVisible();
  await logOutThroughConfirmation(other);
  await other.close();

  // The first tab says so at once, over the page as it was.
  const ended = page.getByRole('alertdialog', { name: 'Сеанс завершён' });
  await expect(ended).toContainText('Сеанс завершён. Войдите снова — введённые данные сохранятся.');
  await ended.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await page.getByLabel('Имя пользователя').fill('supplier');
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();

  // Back on the same page with the draft, not on Главная.
  await expect(page).toHaveURL(/\/lkk\/edo$/);
  const form = page.getByTestId('edm-document-form');
  await expect(form.getByLabel('Комментарий')).toHaveValue('Просим рассмотреть до пятницы');
  await expect(form.getByRole('combobox', { name: 'Тип документа' })).toHaveValue(/.+/);
  await expect(form.getByRole('combobox', { name: 'Тип документа' }).locator('option:checked')).toHaveText('Письмо');
  await expect(form.getByRole('status').filter({ hasText: 'введённые данные восстановлены' })).toContainText('выберите их снова: Письмо фактору.pdf');
});

test('another person signing in after the session ended does not get the draft and lands on their own page', async ({ page, context }) => {
  await signIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await startNewDocument(page);
  const other = await context.newPage();
  await other.goto('/lkk/main');
  await expect(cabinetMenu(other)).toBeVisible();
  await logOutThroughConfirmation(other);
  await other.close();

  await page.getByRole('alertdialog', { name: 'Сеанс завершён' }).getByRole('button', { name: 'Войти' }).click();
  await page.getByLabel('Имя пользователя').fill('principal');
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/lkp\/main$/);
  await expect(page.getByText('Просим рассмотреть до пятницы')).toHaveCount(0);
});
