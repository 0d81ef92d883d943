/**
 * Hostile input: XSS payloads planted in the sandbox's data (POST /__sandbox/hostile, or an injected
 * server answer) pass through every place where server data becomes markup, text, a link or a file name. Nothing
 * runs, no element of the payload reaches the page, no dialog opens, and the text still reads as it was written.
 * (portalTest also fails any test on a Content-Security-Policy violation.)
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from '../support/portalTest';
import { E2E_BASE_URL } from '../support/ports';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

const PAYLOADS = [
  '=HYPERLINK("http://evil","x")',
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload=window.__xss=1>',
  '<a href="javascript:window.__xss=1">ссылка</a>',
  "{{constructor.constructor('window.__xss=1')()}}",
  'javascript:window.__xss=1',
  '..\\..\\x ../../x',
];
/** One text holding every payload; it starts with the formula so a spreadsheet cell would take it for one. */
const HOSTILE = PAYLOADS.join(' ');

async function sandboxPost(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${E2E_BASE_URL}/__sandbox/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`/__sandbox/${path}: ${response.status} ${await response.text()}`);
}

const plant = (logo?: string) => sandboxPost('hostile', { text: HOSTILE, ...(logo === undefined ? {} : { logo }) });

/** Dialogs (alert, confirm, prompt) the page opened; each is dismissed so nothing hangs. */
function dialogsOf(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing of the payloads ran or became an element of the page. */
async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('img[src="x"], [onerror], [onload], a[href^="javascript:" i], svg[onload]')).toHaveCount(0);
  await expect(page.locator('script').filter({ hasText: '__xss' })).toHaveCount(0);
}

/** A saved file's name is a plain name: no folders, no way up. */
function expectPlainFileName(download: Download): void {
  const name = download.suggestedFilename();
  expect(name).not.toMatch(/[\\/]/);
  expect(name).not.toMatch(/^\.\.?$/);
}

/**
 * Chromium reports a payload's inline event handlers as CSP violations while DOMPurify parses the text in its inert
 * DOMParser document (cure53/DOMPurify#107, #900): nothing runs there (scripting is off in that document, and the
 * policy blocks it anyway) and nothing of it reaches the page. Where the portal sanitises markup those reports are
 * expected; any other violation still fails the test.
 */
function expectOnlyParserReports(violations: string[]): void {
  const inlineHandler = (text: string) => text.startsWith('script-src-attr blocked inline') || text.startsWith('console: Executing inline event handler violates');
  expect(violations.filter((text) => !inlineHandler(text))).toEqual([]);
}

/** A notification (the stack sits outside a dialog's focus trap, so it is hidden from the accessibility tree while one is open). */
const notification = (page: Page, text: string) => page.getByTestId('notifications').locator('[role="status"]').filter({ hasText: text });

test.use({ viewport: { width: 1600, height: 1000 } });

test.beforeEach(async () => {
  await resetSandbox();
});

test.describe('markup the portal sanitises', () => {
  test.use({ allowCspViolations: true });

  test('notifications: a server message with markup is shown sanitised, its text still reads', async ({ page, cspViolations }) => {
    const dialogs = dialogsOf(page);
    await enterSignedIn(page, 'supplier');
    await expect(page).toHaveURL(/\/lkk\/main$/);
    // Spec §8: a 418 shows the server's message as an orange notice; spec §2: a notice's message may carry markup.
    // The svg payload comes last: the sanitiser drops a forbidden svg with everything inside it, and the parser puts
    // all that follows an unclosed <svg> inside it.
    const message = `Операция <b>недоступна</b>: ${PAYLOADS.filter((payload) => !payload.includes('<svg')).join(' ')} "><svg onload=window.__xss=1>`;
    await sandboxPost('faults', { path: '/api/v2/user', method: 'GET', status: 418, count: 1, body: { message } });
    await page.reload();
    const notice = notification(page, 'Операция недоступна');
    await expect(notice).toBeVisible();
    const markup = notice.locator(':scope > div').first();
    await expect(markup.locator('b')).toHaveText('недоступна');
    for (const text of ['=HYPERLINK("http://evil","x")', 'ссылка', "{{constructor.constructor('window.__xss=1')()}}", 'javascript:window.__xss=1', '../../x']) {
      await expect(notice).toContainText(text);
    }
    // Counted at once, while the notice is shown (it goes away by itself after a while).
    expect(await markup.locator('img, svg, script, iframe, [href], [onerror], [onload]').count()).toBe(0);
    await expectInert(page, dialogs);
    expectOnlyParserReports(cspViolations);
  });

  test('logo: a hostile svg is drawn without scripts, handlers, links or CSS; a javascript: URL is no logo at all', async ({ page, cspViolations }) => {
    const dialogs = dialogsOf(page);
    await plant(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" onload="window.__xss=1" style="position:fixed;inset:0;width:100vw;height:100vh">
    <style>body { display: none }</style>
    <script>window.__xss=1</script>
    <foreignObject width="10" height="10"><img src="x" onerror="window.__xss=1"/></foreignObject>
    <a href="javascript:window.__xss=1"><text x="0" y="24">Логотип</text></a>
  </svg>`);
    await enterSignedIn(page, 'supplier');
    await expect(cabinetMenu(page)).toBeVisible();
    const logo = page.getByTestId('header-logo');
    await expect(logo.locator('svg')).toHaveCount(1);
    await expect(logo.locator('svg text')).toHaveText('Логотип');
    await expect(logo.locator('script, style, [style], foreignObject, img')).toHaveCount(0);
    await expect(logo).toHaveAttribute('href', '/lkk/main');
    await expect(page.locator('body')).toBeVisible();
    await expectInert(page, dialogs);

    await plant('javascript:window.__xss=1');
    await page.reload();
    await expect(cabinetMenu(page)).toBeVisible();
    await expect(logo).toBeVisible();
    await expect(logo.locator('svg, img')).toHaveCount(0);
    await expectInert(page, dialogs);
    expectOnlyParserReports(cspViolations);
  });
});

test('events: new-event descriptions and schema cells, event titles and descriptions read as text; the invoice saves under a plain file name', async ({ page }) => {
  const dialogs = dialogsOf(page);
  await sandboxPost('new-events', { on: true });
  await plant();
  await signIn(page, 'supplier');
  const newEvents = page.getByRole('dialog', { name: 'Список новых событий' });
  await expect(newEvents).toBeVisible();
  await expect(newEvents.getByText(HOSTILE).first()).toBeVisible();
  await expect(newEvents.locator('td[data-field="updName"]').first()).toHaveText(HOSTILE);
  await expectInert(page, dialogs);
  // The invoice's file carries the planted name: it saves under a plain one.
  const downloading = page.waitForEvent('download');
  await newEvents.getByRole('button', { name: 'Скачать счет' }).first().click();
  const invoice = await downloading;
  expectPlainFileName(invoice);
  expect(invoice.suggestedFilename()).toMatch(/\.pdf$/);
  await newEvents.getByRole('button', { name: 'Закрыть' }).click();
  await expect(newEvents).toBeHidden();

  await cabinetMenu(page).getByRole('link', { name: 'События' }).click();
  const title = page.getByTestId('event-row').first().getByRole('button').first();
  await expect(title).toHaveText(HOSTILE);
  await title.click();
  const details = page.getByTestId('event-details');
  await expect(details.getByRole('heading', { level: 2 })).toHaveText(HOSTILE);
  // The heading and the description.
  await expect(details.getByText(HOSTILE, { exact: true })).toHaveCount(2);
  await expectInert(page, dialogs);
});

test('EDM: document numbers, file names and comments read as text, also in the warning of a failed refusal; the archive saves', async ({ page }) => {
  const dialogs = dialogsOf(page);
  await plant();
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await page.goto(`/lkk/edo?status=${encodeURIComponent('Требуется подпись')}`);
  await expect(page.getByRole('heading', { name: 'ЭДО', level: 1 })).toBeVisible();
  const first = page.getByRole('table', { name: 'Входящие документы' }).locator('tbody tr').first();
  await expect(first.locator('td').nth(2)).toHaveText(HOSTILE);
  await expect(first).toContainText(`${HOSTILE}.pdf`);
  await expectInert(page, dialogs);

  // A refusal the server turns down: the warning names the document and quotes the server, both as text.
  await sandboxPost('faults', { path: '/api/edm/refuse', method: 'POST', status: 400, count: 1, body: { message: HOSTILE } });
  await first.getByRole('checkbox').check();
  await page.getByRole('toolbar', { name: 'Действия с документами' }).getByRole('button', { name: 'Отказать в подписи' }).click();
  const refuse = page.getByTestId('edm-refuse-dialog');
  await refuse.getByLabel('Причина отказа').fill('Неверная сумма');
  await refuse.getByRole('button', { name: 'Отказать' }).click();
  const warning = notification(page, 'Не выполнено для 1 из 1');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(`${HOSTILE}: ${HOSTILE}`);
  expect(await warning.locator(':scope > div').first().locator('a, img, svg, script').count()).toBe(0);
  await expectInert(page, dialogs);
  // The refusal failed: the dialog stays open with the document; cancel it.
  await refuse.getByRole('button', { name: 'Отмена' }).click();
  // The typed reason is something entered: leaving asks first (decision 0059).
  await page.getByRole('alertdialog', { name: 'Изменения не сохранены' }).getByRole('button', { name: 'Закрыть без сохранения' }).click();
  await expect(refuse).toBeHidden();

  if (!(await first.getByRole('checkbox').isChecked())) await first.getByRole('checkbox').check();
  await page.getByRole('toolbar', { name: 'Действия с документами' }).getByRole('button', { name: 'Скачать', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('edm-download-dialog').getByRole('button', { name: 'Скачать архив' }).click();
  const archive = await downloading;
  expectPlainFileName(archive);
  expect(archive.suggestedFilename()).toMatch(/^ЭДО_\d{2}\.\d{2}\.\d{4}\.zip$/);
  expect((await readFile((await archive.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');
  await expectInert(page, dialogs);
});

test('registries: debtor and document names read as text; a document downloads under a plain file name', async ({ page }) => {
  const dialogs = dialogsOf(page);
  await plant();
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries');
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(HOSTILE);
  await expectInert(page, dialogs);

  await page.goto('/lkk/registries/7003');
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
  const originals = page.getByRole('list', { name: 'Оригиналы документов' });
  const button = originals.getByRole('button', { name: `Скачать ${HOSTILE}.pdf`, exact: true }).first();
  await expect(button).toBeVisible();
  await expect(originals.getByRole('listitem').first()).toContainText(`${HOSTILE}.pdf`);
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expectPlainFileName(download);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile((await download.path())!)).length).toBeGreaterThan(0);
  await expectInert(page, dialogs);
});

test('reports: cells read as text on screen; the workbook keeps a formula-looking name as text; file names stay plain', async ({ page }) => {
  const dialogs = dialogsOf(page);
  await plant();
  await enterSignedIn(page, 'supplier');
  await cabinetMenu(page).getByRole('link', { name: 'Отчеты' }).click();
  await expect(page).toHaveURL(/\/lkk\/reports/);
  const table = page.getByRole('table', { name: /^Отчет по поставкам/ });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(table.locator('tbody tr').first().getByRole('cell', { name: HOSTILE, exact: true })).toHaveCount(1);
  await expectInert(page, dialogs);

  const debtorPicker = page.getByRole('combobox', { name: 'Дебитор', exact: true });
  await expect(debtorPicker).toBeEnabled();
  await expect(debtorPicker.locator('option').nth(1)).toContainText(HOSTILE);
  await debtorPicker.selectOption({ index: 1 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
  const download = await downloading;
  expectPlainFileName(download);
  expect(download.suggestedFilename()).toMatch(/_Отчет по поставкам_\d{2}\.\d{2}\.\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0]!;
  const debtorColumn = (sheet.getRow(1).values as unknown[]).indexOf('Дебитор');
  expect(debtorColumn).toBeGreaterThan(0);
  expect(sheet.rowCount).toBeGreaterThan(1);
  for (let row = 2; row <= sheet.rowCount; row += 1) {
    const cell = sheet.getRow(row).getCell(debtorColumn);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(HOSTILE);
    expect(cell.formula).toBeUndefined();
  }
  await expectInert(page, dialogs);
});
