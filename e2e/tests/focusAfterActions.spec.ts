import { expect, test, type Page } from '../support/portalTest';
import { thumbprint } from '../support/certificates';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

test.use({ viewport: { width: 1366, height: 768 } });

test.beforeEach(async () => {
  await resetSandbox();
});

test('the first Tab reaches «Перейти к содержимому», which takes focus past the header and the menu into the page', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab is inside the page, not in the header or the side menu.
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false)).toBe(true);
});

test('after «Согласовать» focus rests on the reward’s new status in its row, not at the top of the page', async ({ page }) => {
  await enterSignedIn(page, 'agent');
  await expect(cabinetMenu(page)).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'Вознаграждения' }).click();
  const row = page.getByRole('table').locator('tbody tr').filter({ has: page.getByRole('button', { name: /^Согласовать/ }) }).first();
  const id = await row.getAttribute('data-reward-id');
  await row.getByRole('button', { name: /^Согласовать/ }).click();
  await expect(page.getByText('Операция выполнена').first()).toBeVisible();
  const focusedRow = () => page.evaluate(() => document.activeElement?.closest('[data-reward-id]')?.getAttribute('data-reward-id') ?? null);
  await expect.poll(focusedRow).toBe(id);
  await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-reward-status') ?? false)).toBe(true);
});

/** What has focus: its tag, accessible text and the row it is in, for a failure message and for asserting. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      text: active?.textContent?.trim() ?? '',
      row: active?.closest('tr')?.textContent ?? '',
      edmStatus: active?.hasAttribute('data-edm-status') ?? false,
    };
  });
}

test('after «Создать» in «Новая заявка» focus rests on the new registry’s title, not at the top of the page', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries');
  await page.getByRole('button', { name: 'Создать заявку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая заявка' });
  const contract = dialog.getByLabel('Договор', { exact: true });
  await expect(contract).toBeEnabled();
  await contract.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/lkk\/registries\/\d+$/);
  const title = page.getByRole('heading', { level: 1, name: /^Заявка Р-/ });
  await expect(title).toBeFocused();
});

test('after «Добавить» of a new ЭДО document focus rests on that document’s status in its row', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  // Started from the incoming view: the new document is shown where it now is, the outgoing one.
  await page.goto('/lkk/edo');
  await page.getByRole('toolbar', { name: 'Действия с документами' }).getByRole('button', { name: 'Создать документ' }).click();
  const form = page.getByTestId('edm-document-form');
  await form.getByRole('combobox', { name: 'Тип документа' }).selectOption({ label: 'Письмо' });
  await form.getByLabel(/Файлы/).setInputFiles({ name: 'Фокус после добавления.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% фокус\n') });
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText('Документ добавлен').first()).toBeVisible();
  await expect.poll(async () => (await focused(page)).row, { message: 'focus is in the new document’s row' }).toContain('Фокус после добавления.pdf');
  expect(await focused(page)).toMatchObject({ edmStatus: true, text: 'На подписи' });
});

test('after signing an ЭДО document focus rests on its new status in its row', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/edo');
  const row = page.getByRole('table', { name: 'Входящие документы' }).locator('tbody tr').filter({ hasText: 'Требуется подпись' }).first();
  const id = await row.getAttribute('data-edm-id');
  await row.getByRole('checkbox').check();
  await page.getByRole('toolbar', { name: 'Действия с документами' }).getByRole('button', { name: 'Подписать' }).click();
  const signing = page.getByTestId('edm-sign-dialog');
  await signing.getByRole('combobox', { name: 'Сертификат' }).selectOption(thumbprint('own:supplier'));
  await signing.getByRole('button', { name: 'Подписать' }).click();
  await expect(page.getByText('Операция выполнена').first()).toBeVisible();
  const focusedRow = () => page.evaluate(() => document.activeElement?.closest('[data-edm-id]')?.getAttribute('data-edm-id') ?? null);
  await expect.poll(focusedRow, { message: 'focus is in the signed document’s row' }).toBe(id);
  const now = await focused(page);
  expect(now.edmStatus).toBe(true);
  expect(now.text).not.toBe('Требуется подпись');
});

test('after «Сохранить» of «Добавить сертификат» focus rests on the added certificate’s row in Settings', async ({ page }) => {
  await enterSignedIn(page, 'principal');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Настройки' }).click();
  const certificates = page.getByTestId('settings-dialog').getByTestId('login-certificates');
  await certificates.getByRole('button', { name: 'Добавить сертификат' }).click();
  await certificates.getByRole('combobox', { name: 'Сертификат' }).selectOption(thumbprint('own:principal'));
  await certificates.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сертификат добавлен')).toBeVisible();
  await expect.poll(async () => (await focused(page)).row, { message: 'focus is in the added certificate’s row' }).toContain('Кузнецова Ольга Николаевна');
  expect(await focused(page)).toMatchObject({ text: 'Кузнецова Ольга Николаевна' });
});

test('after «Проверить на дубли» focus rests on what the check found: the supplies passed before (7001), the wrong data (7002)', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries/7001');
  await page.getByRole('button', { name: 'Проверить на дубли' }).click();
  await expect(page.getByText('В реестре есть поставки переданные ранее').first()).toBeVisible();
  await expect(page.getByText(/^Поставок, переданных ранее: \d+$/)).toBeFocused();

  await page.goto('/lkk/registries/7002');
  await page.getByRole('button', { name: 'Проверить на дубли' }).click();
  await expect(page.getByText('В реестре указаны неверные данные').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ошибки проверки' })).toBeFocused();
});

test('after «Проверить на дубли» of a clean registry (7003) focus stays on «Проверить на дубли»', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries/7003');
  const forSigning = page.getByRole('region', { name: 'Документы на подпись' });
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
  const before = await forSigning.getByRole('listitem').count();
  const check = page.getByRole('button', { name: 'Проверить на дубли' });
  await check.click();
  await expect(forSigning.getByRole('listitem')).toHaveCount(before + 1);
  await expect(check).toBeFocused();
});
