import { dropNetwork } from '../support/faults';
import { E2E_REMOTE_PORTS } from '../support/ports';
import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';

/** Issue 16: the portal survives back-end and network faults without losing what the user typed or chose. */
test.use({ viewport: { width: 1600, height: 1000 } });

test.beforeEach(async () => {
  await resetSandbox();
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

test('LKK: a page chunk that fails to load on in-cabinet navigation shows a local error; «Повторить» loads the page', async ({ page }) => {
  await signIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(cabinetMenu(page)).toBeVisible();

  // Every script of the LKK remote asked for from now on (the ЭДО page's chunks) loses the network once.
  const remoteScripts = new RegExp(`^http://localhost:${E2E_REMOTE_PORTS.LKK}/.+\\.js(\\?|$)`);
  const failed: string[] = [];
  let failing = true;
  await page.route(remoteScripts, async (route) => {
    if (!failing) return route.fallback();
    failed.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await cabinetMenu(page).getByRole('link', { name: 'ЭДО' }).click();
  await expect(page).toHaveURL(/\/lkk\/edo$/);

  const failure = page.getByTestId('page-load-failure');
  await expect(failure).toContainText('Не удалось загрузить страницу');
  expect(failed.length).toBeGreaterThan(0);
  // Not a blank page: the cabinet's menu and the header still work.
  await expect(cabinetMenu(page).getByRole('link', { name: 'Главная' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  failing = false;
  await failure.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { name: 'ЭДО', level: 1 })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('registries (LKK): the network drops while documents upload; the failed one stays listed and its retry finishes it', async ({ page }) => {
  await signIn(page, 'supplier');
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
  await signIn(page, 'supplier');
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
