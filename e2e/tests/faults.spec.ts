import { dropNetwork, serverErrorBurst } from '../support/faults';
import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';

/** Issue 16: the portal survives back-end and network faults without losing what the user typed or chose. */
test.use({ viewport: { width: 1600, height: 1000 } });

test.beforeEach(async () => {
  await resetSandbox();
});

test('EDM (LKK): a 500/503 burst on the list offers a retry; after recovery it loads and the typed date filter stays', async ({ page }) => {
  await signIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  const burst = await serverErrorBurst(page, /\/edm\/all(\?|$)/, 'POST');
  await page.goto('/lkk/edo?type=outgoing');
  // Spec §8: a 500 opens the session-continue dialog; 'Продолжить' returns to the page.
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('heading', { name: 'ЭДО', level: 1 })).toBeVisible();

  const failure = page.getByTestId('edm-list-error');
  await expect(failure).toContainText('Не удалось загрузить документы');
  const dateFrom = page.getByRole('search', { name: 'Фильтр документов' }).getByRole('textbox', { name: 'Дата с' });
  await dateFrom.fill('01.01.2020');
  // A retry while the server still fails meets the burst's next answer (503): still the notice, nothing lost.
  await failure.getByRole('button', { name: 'Повторить' }).click();
  await expect.poll(() => burst.injected).toBeGreaterThanOrEqual(2);
  await expect(failure).toContainText('Не удалось загрузить документы');
  await expect(dateFrom).toHaveValue('01.01.2020');

  burst.recover();
  await failure.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('table', { name: 'Исходящие документы' }).locator('tbody tr').first()).toBeVisible();
  await expect(failure).toHaveCount(0);
  await expect(dateFrom).toHaveValue('01.01.2020');
});

test('events (LKK): the network drops during an upload; the chosen files stay and a retry finishes it', async ({ page }) => {
  await signIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'События' }).click();
  await expect(page).toHaveURL(/\/lkk\/events$/);
  await page.getByRole('group', { name: 'Категория событий' }).getByRole('button', { name: 'События по договорам' }).click();
  await page.getByRole('button', { name: /^Запрос документов по поставке/ }).click();
  const details = page.getByTestId('event-details');
  await expect(details.getByTestId('uploaded-count')).toHaveText('1');

  const drop = await dropNetwork(page, /\/event\/[^/]+\/add-file/);
  await details.getByLabel('Выберите файлы для «Акт сверки взаиморасчётов»').setInputFiles([
    { name: 'акт-сверки.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 act') },
    { name: 'приложение.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('PK xlsx') },
  ]);
  const requirement = details.getByTestId('requirement').filter({ hasText: 'Акт сверки взаиморасчётов' });
  await requirement.getByRole('button', { name: 'Загрузить' }).click();
  await expect(requirement.getByRole('button', { name: 'Повторить загрузку' })).toBeVisible();
  expect(drop.injected).toBe(1);
  await expect(requirement.getByText('Выбрано: акт-сверки.pdf, приложение.xlsx')).toBeVisible();

  await requirement.getByRole('button', { name: 'Повторить загрузку' }).click();
  await expect(page.getByText('Документ добавлен')).toBeVisible();
  await expect(details.getByTestId('uploaded-count')).toHaveText('2');
  await expect(details.getByText('приложение.xlsx')).toBeVisible();
});
