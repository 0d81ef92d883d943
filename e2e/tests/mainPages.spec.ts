import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

test.beforeEach(async () => {
  await resetSandbox();
});

test('supplier: the main page shows the free limit, the event groups and the latest registries', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();

  const limits = page.getByTestId('main-limits');
  await expect(limits).toBeVisible();
  await expect(limits.getByText(/^Всего доступно: [\d\s\u00a0]+(,\d{1,2})? Руб\.$/)).toBeVisible();
  await expect(limits.locator('tbody tr').first()).toBeVisible();

  await expect(page.getByRole('heading', { name: 'События по группам' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Группы событий' }).getByRole('button').first()).toBeVisible();

  const latest = page.getByTestId('main-latest-registries');
  await expect(latest.locator('tbody tr')).toHaveCount(5);
  await latest.locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/lkk\/registries\/\d+$/);
});

test('supplier: tariffs list the contracts and the document templates', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'Тарифы' }).click();
  await expect(page).toHaveURL(/\/lkk\/tariffs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Тарифы' })).toBeVisible();
  const contracts = page.getByTestId('contract-tariff');
  await expect(contracts).toHaveCount(7);
  await expect(contracts.first().getByRole('heading', { name: /^Договор \d+\/\d\d-ФК от \d\d\.\d\d\.\d{4}$/ })).toBeVisible();
  await expect(contracts.first().getByRole('cell', { name: 'Плата за финансирование' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Шаблоны документов' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Скачать шаблон:/ }).first()).toBeVisible();
});

test('agent: the main page shows rewards awaiting approval and the latest registries', async ({ page }) => {
  await enterSignedIn(page, 'agent');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lka/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  await expect(page.getByTestId('main-rewards-awaiting').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('main-latest-registries').locator('tbody tr').first()).toBeVisible();
  await page.getByTestId('main-rewards-awaiting').locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/lka\/reward\/\d+\/detail$/);
});
