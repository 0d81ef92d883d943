import { powerOfAttorneyXml } from '../../sandbox/src/settings/powerOfAttorneyTemplate';
import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { openSupplierDocumentRequest } from '../support/supplierEvents';
import { countRequests } from '../support/requestCounter';
import { enterSignedIn } from '../support/signedIn';

/** A double click on a sending button sends one request (counted at the browser's network edge). */
test.use({ viewport: { width: 1600, height: 1000 } });

test.beforeEach(async () => {
  await resetSandbox();
});

function isoIn(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

test('registries (LKK): «Создать» and «Удалить» of a registry, each double-clicked, send one request each', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries');
  await expect(page.getByRole('table')).toBeVisible();
  const creates = countRequests(page, 'POST', /\/api\/registries\/create$/);
  await page.getByRole('button', { name: 'Создать заявку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая заявка' });
  // A new registry belongs to one contract: the first real one after «Договор не выбран».
  const picker = dialog.getByLabel('Договор');
  await expect(picker).toBeEnabled();
  await picker.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Создать' }).dblclick();
  await expect(page).toHaveURL(/\/lkk\/registries\/\d+$/);
  const id = page.url().split('/').pop() ?? '';
  expect(creates.count).toBe(1);

  const deletes = countRequests(page, 'DELETE', /\/api\/common\/delete\/\d+$/);
  await page.goto('/lkk/registries?sort=create_date');
  const row = page.getByRole('table').locator('tbody tr').filter({ has: page.getByRole('link', { name: new RegExp(`Р-${id}/`) }) });
  await row.getByRole('button', { name: /^Удалить заявку/ }).click();
  await page.getByRole('alertdialog', { name: 'Удаление заявки' }).getByRole('button', { name: 'Удалить' }).dblclick();
  await expect(row).toHaveCount(0);
  expect(deletes.count).toBe(1);
});

test('events (LKK): «Загрузить» and a file’s delete, each double-clicked, send one request each', async ({ page }) => {
  const details = await openSupplierDocumentRequest(page);
  const uploads = countRequests(page, 'POST', /\/api\/lkk\/event\/[^/]+\/add-file$/);
  const removals = countRequests(page, 'POST', /\/api\/lkk\/event\/[^/]+\/delete-file$/);

  await details.getByLabel('Выберите файлы для «Акт сверки взаиморасчётов»').setInputFiles({ name: 'акт-сверки.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 акт') });
  const requirement = details.getByTestId('requirement').filter({ hasText: 'Акт сверки взаиморасчётов' });
  await requirement.getByRole('button', { name: 'Загрузить' }).dblclick();
  await expect(details.getByTestId('uploaded-count')).toHaveText('2');
  await expect(details.getByRole('button', { name: 'Удалить файл акт-сверки.pdf' })).toHaveCount(1);
  expect(uploads.count).toBe(1);

  await details.getByRole('button', { name: 'Удалить файл акт-сверки.pdf' }).dblclick();
  await expect(page.getByText('Документ удалён')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Удалить файл акт-сверки.pdf' })).toHaveCount(0);
  expect(removals.count).toBe(1);
});

test('EDM (LKK): «Добавить», «Отказать» and «Удалить», each double-clicked, send one request each', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/edo?type=outgoing');
  const outgoing = page.getByRole('table', { name: 'Исходящие документы' }).locator('tbody tr');
  await expect(outgoing.first()).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: 'Действия с документами' });

  const saves = countRequests(page, 'POST', /\/api\/edm\/save$/);
  await toolbar.getByRole('button', { name: 'Создать документ' }).click();
  const form = page.getByTestId('edm-document-form');
  await form.getByRole('combobox', { name: 'Тип документа' }).selectOption({ label: 'Письмо' });
  await form.getByLabel(/Файлы/).setInputFiles({ name: 'Двойной щелчок.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 двойной') });
  await form.getByRole('button', { name: 'Добавить' }).dblclick();
  await expect(page.getByText('Документ добавлен')).toBeVisible();
  const created = outgoing.filter({ hasText: 'Двойной щелчок.pdf' });
  await expect(created).toHaveCount(1);
  expect(saves.count).toBe(1);

  const deletes = countRequests(page, 'POST', /\/api\/edm\/delete$/);
  await created.getByRole('checkbox').check();
  await toolbar.getByRole('button', { name: 'Удалить' }).click();
  await page.getByTestId('edm-delete-dialog').getByRole('button', { name: 'Удалить' }).dblclick();
  await expect(page.getByText('Документ удалён')).toBeVisible();
  await expect(created).toHaveCount(0);
  expect(deletes.count).toBe(1);

  const refusals = countRequests(page, 'POST', /\/api\/edm\/refuse$/);
  await page.goto(`/lkk/edo?status=${encodeURIComponent('Требуется подпись')}`);
  const incoming = page.getByRole('table', { name: 'Входящие документы' }).locator('tbody tr');
  await expect(incoming.first()).toContainText('Требуется подпись');
  await incoming.first().getByRole('checkbox').check();
  await toolbar.getByRole('button', { name: 'Отказать в подписи' }).click();
  const refuse = page.getByTestId('edm-refuse-dialog');
  await refuse.getByLabel('Причина отказа').fill('Неверная сумма в акте');
  await refuse.getByRole('button', { name: 'Отказать' }).dblclick();
  await expect(page.getByText('Операция выполнена')).toBeVisible();
  await expect(refuse).toBeHidden();
  expect(refusals.count).toBe(1);
});

test('rewards (LKA): «Согласовать» double-clicked sends one agreement', async ({ page }) => {
  await enterSignedIn(page, 'agent');
  await expect(cabinetMenu(page)).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'Вознаграждения' }).click();
  const rows = page.getByRole('table').locator('tbody tr');
  const waiting = rows.filter({ has: page.getByRole('button', { name: /^Согласовать/ }) }).first();
  const id = await waiting.getAttribute('data-reward-id');
  const agreements = countRequests(page, 'POST', /\/agreement$/);
  await waiting.getByRole('button', { name: /^Согласовать/ }).dblclick();
  await expect(page.getByText('Операция выполнена').first()).toBeVisible();
  await expect(page.locator(`tbody tr[data-reward-id="${id}"]`).getByText('Согласовано')).toBeVisible();
  expect(agreements.count).toBe(1);
});

test('reports (LKK): «Выгрузить в Excel» double-clicked asks for one workbook', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await cabinetMenu(page).getByRole('link', { name: 'Отчеты' }).click();
  await expect(page).toHaveURL(/\/lkk\/reports/);
  await expect(page.getByRole('table', { name: /^Отчет по поставкам/ })).toBeVisible();
  // The supplies workbook is written on the page from one read of the whole list (decision 0061); the screen's own
  // page is already shown, so every list read from here on is the workbook's.
  const wholeListReads = countRequests(page, 'POST', /\/report\/SUPPLE_PAGINATION$/);
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Выгрузить в Excel/ }).dblclick();
  await download;
  // The button is usable again once the one workbook is saved: nothing else is on its way.
  await expect(page.getByRole('button', { name: /Выгрузить в Excel/ })).toBeEnabled();
  expect(wholeListReads.count).toBe(1);
  expect(downloads).toHaveLength(1);
});

test('settings: the e-mail’s apply, МЧД «Сохранить» and the МЧД’s delete, each double-clicked, send one request each', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Настройки' }).click();
  const dialog = page.getByTestId('settings-dialog');
  await expect(dialog).toBeVisible();

  const emails = countRequests(page, 'POST', /\/api\/v2\/user\/changeEmail$/);
  await dialog.getByLabel('Почта для уведомлений').fill('double-click@example.ru');
  await dialog.getByRole('button', { name: 'Применить', exact: true }).dblclick();
  await expect(dialog.getByLabel('Почта для уведомлений')).toHaveValue('double-click@example.ru');
  await expect(dialog.getByRole('button', { name: 'Применить', exact: true })).toBeDisabled();
  expect(emails.count).toBe(1);

  const section = dialog.getByTestId('powers-of-attorney');
  const uploads = countRequests(page, 'POST', /\/api\/vicarious$/);
  await section.getByRole('button', { name: 'Добавить МЧД' }).click();
  const user = { fio: 'Иванов Иван Иванович', inn: '771234567859', innOrg: '7704012340', shortName: 'ООО "Ромашка"' };
  await section.getByLabel('Загрузите файл МЧД в формате xml').setInputFiles({ name: 'mchd.xml', mimeType: 'application/xml', buffer: Buffer.from(powerOfAttorneyXml(user, isoIn(100))) });
  await section.getByRole('button', { name: 'Сохранить' }).dblclick();
  await expect(page.getByText('Доверенность загружена')).toBeVisible();
  const row = section.getByRole('row', { name: /7704012340/ });
  await expect(row).toHaveCount(1);
  expect(uploads.count).toBe(1);

  const deletes = countRequests(page, 'DELETE', /\/api\/vicarious\/[^/]+$/);
  await row.getByRole('button', { name: /Удалить доверенность/ }).dblclick();
  await expect(page.getByText('Доверенность удалена')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(deletes.count).toBe(1);
});
