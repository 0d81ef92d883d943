import { expect, test, type Page } from '../support/portalTest';
import { expireAccessTokens, resetSandbox } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';
import { thumbprint } from '../support/certificates';

/**
 * Faults: the access token runs out in the middle of a multi-step flow. The portal refreshes it once
 * (spec §8: 401 → refresh → repeat) and the flow completes without the user noticing.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

test.beforeEach(async () => {
  await resetSandbox();
});

/** Counts the token refreshes the page sends to the identity provider. */
function countRefreshes(page: Page): { readonly count: number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/protocol/openid-connect/token') && /grant_type=refresh_token/.test(request.postData() ?? '')) count += 1;
  });
  return {
    get count() {
      return count;
    },
  };
}

const statusValue = (page: Page) => page.locator('dt', { hasText: /^Статус$/ }).locator('xpath=following-sibling::dd[1]');

test('registry signing (LKK): the token expires between choosing the certificate and signing; one refresh and the registry is signed', async ({ page }) => {
  await signIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries/7004');
  await expect(page.getByRole('table', { name: 'Поставки заявки' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Сформировать реестр' }).click();
  await downloading;
  const toolbar = page.getByRole('toolbar', { name: 'Действия с заявкой' });
  await toolbar.getByRole('button', { name: 'Отправить' }).click();
  await expect(statusValue(page)).toHaveText('На проверке');

  await toolbar.getByRole('button', { name: 'Подписать' }).click();
  const dialog = page.getByTestId('registry-sign-dialog');
  await dialog.getByRole('combobox', { name: 'Сертификат' }).selectOption(thumbprint('own:supplier'));

  const refreshes = countRefreshes(page);
  await expireAccessTokens();
  await dialog.getByRole('button', { name: 'Подписать' }).click();
  await expect(page.getByText('Операция выполнена').first()).toBeVisible();
  await expect(statusValue(page)).toHaveText('Подписан');
  expect(refreshes.count).toBe(1);
  // Still signed in: the next step works with the refreshed token.
  await toolbar.getByRole('button', { name: 'Отправить' }).click();
  await expect(statusValue(page)).toHaveText('Отправлен фактору');
  expect(refreshes.count).toBe(1);
});

test('EDM signing (LKK): the token expires while the signing dialog is open; one refresh and the document is sent', async ({ page }) => {
  await signIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/edo?type=outgoing');
  const rows = page.getByRole('table', { name: 'Исходящие документы' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const actions = page.getByRole('toolbar', { name: 'Действия с документами' });

  await actions.getByRole('button', { name: 'Создать документ' }).click();
  const form = page.getByTestId('edm-document-form');
  await form.getByRole('combobox', { name: 'Тип документа' }).selectOption({ label: 'Письмо' });
  await form.getByLabel(/Файлы/).setInputFiles({ name: 'Письмо о сроке.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% срок\n') });
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText('Документ добавлен')).toBeVisible();
  const created = rows.filter({ hasText: 'Письмо о сроке.pdf' });
  await expect(created).toContainText('На подписи');

  await created.getByRole('checkbox').check();
  await actions.getByRole('button', { name: 'Подписать' }).click();
  const signing = page.getByTestId('edm-sign-dialog');
  await signing.getByRole('combobox', { name: 'Сертификат' }).selectOption(thumbprint('own:supplier'));

  const refreshes = countRefreshes(page);
  await expireAccessTokens();
  await signing.getByRole('button', { name: 'Подписать' }).click();
  await expect(page.getByText('Операция выполнена')).toBeVisible();
  await expect(created).toContainText('Отправлен');
  expect(refreshes.count).toBe(1);
});
