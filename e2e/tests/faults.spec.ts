import { powerOfAttorneyXml } from '../../sandbox/src/settings/powerOfAttorneyTemplate';
import { dropNetwork } from '../support/faults';
import { E2E_REMOTE_PORTS } from '../support/ports';
import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { openSupplierDocumentRequest, uploadedFiles } from '../support/supplierEvents';
import { enterSignedIn } from '../support/signedIn';

/** The portal survives back-end and network faults without losing what the user typed or chose. */
test.use({ viewport: { width: 1600, height: 1000 } });

test.beforeEach(async () => {
  await resetSandbox();
});

test('events (LKK): the network drops during an upload; the chosen files stay and a retry finishes it', async ({ page }) => {
  const details = await openSupplierDocumentRequest(page);

  const drop = await dropNetwork(page, /\/event\/[^/]+\/add-file/);
  await details.getByLabel('Выберите файлы для «Акт сверки взаиморасчётов»').setInputFiles([
    { name: 'акт-сверки.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 act') },
    { name: 'приложение.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('PK\x03\x04 xlsx') },
  ]);
  const requirement = details.getByTestId('requirement').filter({ hasText: 'Акт сверки взаиморасчётов' });
  await requirement.getByRole('button', { name: 'Загрузить' }).click();
  await expect(requirement.getByRole('button', { name: 'Повторить загрузку' })).toBeVisible();
  expect(drop.injected).toBe(1);
  await expect(requirement.getByText('Выбрано: акт-сверки.pdf, приложение.xlsx')).toBeVisible();

  await requirement.getByRole('button', { name: 'Повторить загрузку' }).click();
  await expect(page.getByText('Документ добавлен')).toBeVisible();
  await expect(details.getByTestId('uploaded-count')).toHaveText('2');
  await expect(uploadedFiles(details, 'Акт сверки взаиморасчётов').getByText('приложение.xlsx', { exact: true })).toBeVisible();
});

test('registries (LKK): the network drops while documents upload; the failed one stays listed and its retry finishes it', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries/7004');
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();

  const drop = await dropNetwork(page, /\/api\/registries\/7004\/documents(\?|$)/);
  await page.getByTestId('document-input').setInputFiles([
    { name: 'акт-сверки.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 акт') },
    { name: 'счёт.xml', mimeType: 'application/xml', buffer: Buffer.from('<?xml version="1.0"?><a/>') },
  ]);
  const documents = page.getByRole('list', { name: 'Документы заявки' });
  // One of the two lost the network: it stays in the picked list with a retry; the other was added.
  const retry = page.getByRole('button', { name: 'Повторить' });
  await expect(retry).toHaveCount(1);
  expect(drop.injected).toBe(1);
  await expect(documents.getByRole('button', { name: /^Скачать (акт-сверки\.pdf|счёт\.xml)$/ })).toHaveCount(1);

  await retry.click();
  await expect(documents.getByRole('button', { name: 'Скачать акт-сверки.pdf' })).toBeVisible();
  await expect(documents.getByRole('button', { name: 'Скачать счёт.xml' })).toBeVisible();
  await expect(retry).toHaveCount(0);
});

test('EDM (LKK): the network drops while a new document is sent; the form keeps the file, type and comment and sends it again', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/edo?type=outgoing');
  const rows = page.getByRole('table', { name: 'Исходящие документы' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await page.getByRole('toolbar', { name: 'Действия с документами' }).getByRole('button', { name: 'Создать документ' }).click();
  const form = page.getByTestId('edm-document-form');
  await form.getByRole('combobox', { name: 'Тип документа' }).selectOption({ label: 'Письмо' });
  await form.getByLabel(/Файлы/).setInputFiles({ name: 'Письмо об отсрочке.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% отсрочка\n') });
  await form.getByLabel('Комментарий').fill('Просим продлить срок');

  const drop = await dropNetwork(page, /\/api\/edm\/save(\?|$)/);
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect.poll(() => drop.injected).toBe(1);
  await expect(form).toBeVisible();
  await expect(form.getByTestId('edm-chosen-files')).toHaveText('Выбрано: Письмо об отсрочке.pdf');
  await expect(form.getByLabel('Комментарий')).toHaveValue('Просим продлить срок');
  await expect(form.getByRole('combobox', { name: 'Тип документа' })).toHaveValue(/.+/);

  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText('Документ добавлен')).toBeVisible();
  await expect(rows.filter({ hasText: 'Письмо об отсрочке.pdf' })).toHaveCount(1);
});

test('settings: the network drops while an МЧД uploads; the file stays chosen and «Сохранить» uploads it', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Настройки' }).click();
  const section = page.getByTestId('settings-dialog').getByTestId('powers-of-attorney');
  await section.getByRole('button', { name: 'Добавить МЧД' }).click();
  const expiry = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const user = { fio: 'Иванов Иван Иванович', inn: '771234567859', innOrg: '7704012340', shortName: 'ООО "Ромашка"' };
  await section.getByLabel('Загрузите файл МЧД в формате xml').setInputFiles({ name: 'mchd.xml', mimeType: 'application/xml', buffer: Buffer.from(powerOfAttorneyXml(user, expiry)) });

  const drop = await dropNetwork(page, /\/api\/vicarious(\?|$)/);
  await section.getByRole('button', { name: 'Сохранить' }).click();
  await expect(section.getByTestId('power-of-attorney-problem')).toHaveText('Доверенность не загружена');
  expect(drop.injected).toBe(1);
  // The chosen file is still there: «Сохранить» stays enabled and sends it again.
  expect(await section.getByLabel('Загрузите файл МЧД в формате xml').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('mchd.xml');
  await expect(section.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  await section.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Доверенность загружена')).toBeVisible();
  await expect(section.getByRole('row', { name: /7704012340/ })).toBeVisible();
});

test('LKK: a page chunk that fails to load on in-cabinet navigation shows a local error; «Повторить» loads the page', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(cabinetMenu(page)).toBeVisible();

  // Every script of the LKK remote asked for from now on (the ЭДО page's chunks) loses the network.
  const remoteScripts = new RegExp(`^http://localhost:${E2E_REMOTE_PORTS.LKK}/.+\\.js(\\?|$)`);
  const failed: string[] = [];
  let failing = true;
  await page.route(remoteScripts, async (route) => {
    if (!failing) return route.fallback();
    // Script loads only: the host's one no-store re-read of a failed chunk (is the version gone?) is a fetch.
    if (route.request().resourceType() === 'script') failed.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await cabinetMenu(page).getByRole('link', { name: 'ЭДО' }).click();
  await expect(page).toHaveURL(/\/lkk\/edo$/);

  const failure = page.getByTestId('page-load-failure');
  await expect(failure).toContainText('Не удалось загрузить страницу');
  // Not a blank page: the cabinet's menu and the header still work.
  await expect(cabinetMenu(page).getByRole('link', { name: 'Главная' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // Each failing chunk is asked for once, not again and again while the page waits for the user: once the page has
  // gone quiet (no request for 500 ms; a page that kept asking would never get there), no chunk was asked for twice.
  await page.waitForLoadState('networkidle');
  expect(failed.length).toBeGreaterThan(0);
  expect(new Set(failed).size).toBe(failed.length);

  failing = false;
  await failure.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { name: 'ЭДО', level: 1 })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
