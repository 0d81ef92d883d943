import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/portalTest';
import { E2E_BASE_URL } from '../support/ports';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';
import { openSupplierDocumentRequest, uploadedFiles } from '../support/supplierEvents';
import { enterSignedIn } from '../support/signedIn';

// The browser suite's sandbox starts without new-events lists (SANDBOX_NEW_EVENTS=off, support/globalSetup.ts) so the
// dialog covers no other test; these tests switch them on for supplier, principal and debtor until the next reset.
async function setNewEvents(on: boolean): Promise<void> {
  const response = await fetch(`${E2E_BASE_URL}/__sandbox/new-events`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ on }) });
  if (!response.ok) throw new Error(`/__sandbox/new-events: ${response.status}`);
}

const newEventsDialog = (page: Page) => page.getByRole('dialog', { name: 'Список новых событий' });

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async () => {
  await resetSandbox();
});

test.describe('new-events dialog', () => {
  test.beforeEach(async () => {
    await setNewEvents(true);
  });

  test('the supplier sees it on entry with an invoice to download and schema tables; closing clears it', async ({ page }) => {
    await signIn(page, 'supplier');
    const dialog = newEventsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Оплата счета' })).toBeVisible();
    await expect(dialog.getByText(/Выставлен счёт на оплату комиссии фактора/)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Просроченная задолженность' })).toBeVisible();
    await expect(dialog.getByRole('columnheader', { name: 'Сумма долга' })).toBeVisible();
    // Money and dates in the §9 formats, whatever the sandbox sent (numbers or strings, ISO dates).
    const debt = dialog.locator('td[data-field="debtAmount"]').first();
    await expect(debt).toHaveText(/^\d{1,3}( \d{3})*(,\d{2})?$/);
    await expect(dialog.locator('td[data-field="shipDate"]').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(dialog.locator('td[data-field="endDelayDate"]').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Скачать счет' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Счет РФ-\d+\.pdf$/);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(cabinetMenu(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'События по группам' })).toBeVisible();
    await expect(newEventsDialog(page)).toHaveCount(0);
  });

  test('on a phone its tables are cards: every value under its column name, nothing to scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'supplier');
    const dialog = newEventsDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Просроченная задолженность' })).toBeVisible();
    const debts = dialog.getByRole('table', { name: 'Просроченная задолженность' });
    const wide = await debts.evaluate((table) => {
      const frame = table.parentElement as HTMLElement;
      return { frame: frame.scrollWidth - frame.clientWidth, right: table.getBoundingClientRect().right };
    });
    expect(wide.frame).toBeLessThanOrEqual(0);
    expect(wide.right).toBeLessThanOrEqual(390);
    const debt = debts.locator('td[data-field="debtAmount"]').first();
    await expect(debt).toHaveAttribute('data-label', 'Сумма долга');
    const label = await debt.evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toContain('Сумма долга');
    await expect(debt).toBeInViewport();
  });

  test('the debtor sees it on entry and closing clears it', async ({ page }) => {
    await signIn(page, 'debtor');
    const dialog = newEventsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Финансирование' })).toBeVisible();
    await expect(dialog.locator('td[data-field="financingAmount2"]').first()).toHaveText(/^\d{1,3}( \d{3})*(,\d{2})?$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(cabinetMenu(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(newEventsDialog(page)).toHaveCount(0);
  });

  test('the agent never gets it', async ({ page }) => {
    await signIn(page, 'agent');
    await expect(cabinetMenu(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(newEventsDialog(page)).toHaveCount(0);
  });
});

test('the supplier uploads two files to a requirement and deletes one; the counts follow', async ({ page }) => {
  const details = await openSupplierDocumentRequest(page);
  await expect(details.getByTestId('missing-count')).toHaveText('1');

  await details.getByLabel('Выберите файлы для «Акт сверки взаиморасчётов»').setInputFiles([
    { name: 'акт-сверки.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 act') },
    { name: 'приложение.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('PK\x03\x04 xlsx') },
  ]);
  await details.getByTestId('requirement').filter({ hasText: 'Акт сверки взаиморасчётов' }).getByRole('button', { name: 'Загрузить' }).click();
  await expect(page.getByText('Документ добавлен')).toBeVisible();
  await expect(details.getByTestId('uploaded-count')).toHaveText('2');
  await expect(details.getByTestId('missing-count')).toHaveText('0');
  await expect(uploadedFiles(details, 'Акт сверки взаиморасчётов').getByText('приложение.xlsx', { exact: true })).toBeVisible();

  await details.getByRole('button', { name: 'Удалить файл акт-сверки.pdf' }).click();
  await expect(page.getByText('Документ удалён')).toBeVisible();
  await expect(uploadedFiles(details, 'Акт сверки взаиморасчётов').getByText('акт-сверки.pdf', { exact: true })).toHaveCount(0);
  await expect(details.getByTestId('uploaded-count')).toHaveText('2');
  await details.getByRole('button', { name: 'Удалить файл приложение.xlsx' }).click();
  await expect(details.getByTestId('uploaded-count')).toHaveText('1');
  await expect(details.getByTestId('missing-count')).toHaveText('1');
});

test('the debtor’s calendar marks days with critical events and shows a chosen day’s events', async ({ page }) => {
  await enterSignedIn(page, 'debtor');
  await expect(cabinetMenu(page)).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'Главная' }).click();
  await expect(page).toHaveURL(/\/lkd\/critical$/);
  const calendar = page.getByTestId('event-calendar');
  await expect(calendar.getByRole('columnheader').first()).toHaveText('Пн');
  const marked = calendar.locator('button[data-marked="true"]');
  await expect(marked.first()).toBeVisible();
  // The month's marks arrive day by day (a call per day): counted once they are all there, not at the first.
  await expect.poll(() => marked.count()).toBeGreaterThan(3);
  const day = (await marked.first().getAttribute('data-day')) ?? '';
  const [year, month, date] = day.split('-');
  await marked.first().click();
  await expect(page.getByTestId('critical-caption')).toHaveText(`Критические события на ${date}.${month}.${year}`);
  const events = page.getByTestId('critical-event');
  await expect(events.first()).toBeVisible();
  for (const text of await events.allTextContents()) expect(text).toContain(`${date}.${month}.${year}`);
});
