import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, test, type Page } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { thumbprint } from '../support/certificates';
import { enterSignedIn } from '../support/signedIn';

const CABINETS = [
  { login: 'supplier', prefix: '/lkk' },
  { login: 'agent', prefix: '/lka' },
] as const;

const LANDING: Record<string, RegExp> = { supplier: /\/lkk\/main$/, agent: /\/lka\/supplies$/ };

async function openEdm(page: Page, login: 'supplier' | 'agent', prefix: string, query = ''): Promise<void> {
  await enterSignedIn(page, login);
  await expect(page).toHaveURL(LANDING[login]!);
  await page.goto(`${prefix}/edo${query}`);
  await expect(page.getByRole('heading', { name: 'ЭДО', level: 1 })).toBeVisible();
}

function documents(page: Page, direction: 'Входящие' | 'Исходящие') {
  return page.getByRole('table', { name: `${direction} документы` });
}

/** The data rows (the header row has no tick box for a document). */
function rows(page: Page, direction: 'Входящие' | 'Исходящие') {
  return documents(page, direction).locator('tbody tr');
}

function action(page: Page, name: string) {
  return page.getByRole('toolbar', { name: 'Действия с документами' }).getByRole('button', { name });
}

test.beforeEach(async () => {
  await resetSandbox();
});

for (const { login, prefix } of CABINETS) {
  test(`${login}: creates an outgoing document, edits it, signs it with the emulator and sees its status change`, async ({ page }) => {
    await openEdm(page, login, prefix, '?type=outgoing');
    await expect(rows(page, 'Исходящие').first()).toBeVisible();

    await action(page, 'Создать документ').click();
    const form = page.getByTestId('edm-document-form');
    await form.getByRole('combobox', { name: 'Тип документа' }).selectOption({ label: 'Письмо' });
    // A wrong file is refused before anything is sent.
    await form.getByLabel(/Файлы/).setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(form.getByText('Недопустимый тип файла «setup.exe». Разрешены: pdf, xml, doc, docx, xls, xlsx, jpg, jpeg, png, zip')).toBeVisible();
    await form.getByLabel(/Файлы/).setInputFiles({ name: 'Письмо фактору.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% письмо\n') });
    await form.getByLabel('Комментарий').fill('Просим рассмотреть');
    await form.getByRole('button', { name: 'Добавить' }).click();
    await expect(page.getByText('Документ добавлен')).toBeVisible();

    const created = rows(page, 'Исходящие').filter({ hasText: 'Письмо фактору.pdf' });
    await expect(created).toHaveCount(1);
    await expect(created).toContainText('На подписи');
    await expect(created).toContainText('Письмо');

    await created.getByRole('checkbox').check();
    await expect(action(page, 'Изменить')).toBeVisible();
    await expect(action(page, 'Удалить')).toBeVisible();
    await action(page, 'Изменить').click();
    const edit = page.getByTestId('edm-document-form');
    await edit.getByRole('combobox', { name: 'Тип документа' }).selectOption({ label: 'Акт сверки взаиморасчётов' });
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Документ изменен')).toBeVisible();
    await expect(created).toContainText('Акт сверки взаиморасчётов');

    await created.getByRole('checkbox').check();
    await action(page, 'Подписать').click();
    const signing = page.getByTestId('edm-sign-dialog');
    await expect(signing).toContainText(': 1.');
    await signing.getByRole('combobox', { name: 'Сертификат' }).selectOption(thumbprint(`own:${login}`));
    await signing.getByRole('button', { name: 'Подписать' }).click();
    await expect(page.getByText('Операция выполнена')).toBeVisible();
    await expect(created).toContainText('Отправлен');

    // The sandbox verified the signature; its check says so.
    await created.getByRole('checkbox').check();
    await action(page, 'Проверить подпись').click();
    await expect(page.getByTestId('edm-check-dialog')).toContainText('Действительна');
  });
}

test('supplier: refuses an incoming document with a reason', async ({ page }) => {
  await openEdm(page, 'supplier', '/lkk', `?status=${encodeURIComponent('Требуется подпись')}`);
  const first = rows(page, 'Входящие').first();
  await expect(first).toContainText('Требуется подпись');
  const number = (await first.locator('td').nth(2).textContent())?.trim() ?? '';
  expect(number).toMatch(/^ВХ-\d+$/);
  await first.getByRole('checkbox').check();
  await expect(action(page, 'Изменить')).toHaveCount(0);
  await action(page, 'Отказать в подписи').click();
  const dialog = page.getByTestId('edm-refuse-dialog');
  await dialog.getByRole('button', { name: 'Отказать' }).click();
  await expect(dialog.getByText('Укажите причину отказа')).toBeVisible();
  await dialog.getByLabel('Причина отказа').fill('Неверная сумма в акте');
  await dialog.getByRole('button', { name: 'Отказать' }).click();
  await expect(page.getByText('Операция выполнена')).toBeVisible();
  await expect(rows(page, 'Входящие').filter({ hasText: number })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Статус' }).selectOption('Отказано в подписи');
  const refused = rows(page, 'Входящие').filter({ hasText: number });
  await expect(refused).toContainText('Причина отказа: Неверная сумма в акте');
  await expect(page).toHaveURL(/status=/);
});

test('agent: downloads two documents and the archive holds them', async ({ page }) => {
  await openEdm(page, 'agent', '/lka');
  const list = rows(page, 'Входящие');
  await expect(list.first()).toBeVisible();
  const numbers = [];
  for (const index of [0, 1]) {
    numbers.push((await list.nth(index).locator('td').nth(2).textContent())?.trim());
    await list.nth(index).getByRole('checkbox').check();
  }
  await action(page, 'Скачать').click();
  const dialog = page.getByTestId('edm-download-dialog');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Скачать архив' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ЭДО_\d{2}\.\d{2}\.\d{4}\.zip$/);
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const pdfs = Object.keys(zip.files).filter((name) => name.endsWith('.pdf'));
  expect(pdfs).toHaveLength(2);
  for (const name of pdfs) expect((await zip.file(name)!.async('string')).startsWith('%PDF-1.4')).toBe(true);
  for (const number of numbers) expect(pdfs.some((name) => name.includes(number ?? '?'))).toBe(true);
});

test('agent: deletes an outgoing document after confirming', async ({ page }) => {
  await openEdm(page, 'agent', '/lka', `?type=outgoing&status=${encodeURIComponent('На подписи')}`);
  const first = rows(page, 'Исходящие').first();
  await expect(first).toContainText('На подписи');
  const number = (await first.locator('td').nth(2).textContent())?.trim() ?? '';
  await first.getByRole('checkbox').check();
  await action(page, 'Удалить').click();
  const dialog = page.getByTestId('edm-delete-dialog');
  await expect(dialog).toContainText(`Удалить документ ${number}?`);
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Документ удалён')).toBeVisible();
  await expect(rows(page, 'Исходящие').filter({ hasText: number })).toHaveCount(0);
});

test('debtor has no EDM: the API refuses its token on /edm/', async ({ page }) => {
  await enterSignedIn(page, 'debtor');
  await expect(page).toHaveURL(/\/lkd\/supplies$/);
  const status = await page.evaluate(async () => {
    const token = document.cookie.split('; ').find((part) => part.startsWith('access_token='))?.split('=')[1] ?? '';
    const response = await fetch('/api/edm/type', { headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' } });
    return response.status;
  });
  expect(status).toBe(403);
});
