import ExcelJS from 'exceljs';
import { expect, test, type Download, type Locator, type Page } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { changeReportFilter } from '../support/reportFilter';
import { cabinetMenu } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

test.use({ viewport: { width: 1600, height: 1000 } });

test.beforeEach(async () => {
  await resetSandbox();
});

/** Today as the portal writes it into file names (DD.MM.YYYY). */
function today(): string {
  const now = new Date();
  return `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear()}`;
}

const ddmmyyyy = (date: Date) => `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
/** '2 302 745,19' → 2302745.19 */
const money = (text: string) => Number(text.replace(/\s/g, '').replace(',', '.'));

async function openReports(page: Page, login: string, cabinet: string): Promise<void> {
  await enterSignedIn(page, login);
  await cabinetMenu(page).getByRole('link', { name: 'Отчеты' }).click();
  await expect(page).toHaveURL(new RegExp(`/${cabinet}/reports`));
}

/** Waits until no report page is loading (the previous page stays shown, dimmed and busy, while the next comes). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const pager = (page: Page) => page.getByRole('navigation', { name: 'Страницы списка' });

async function totalOf(page: Page): Promise<number> {
  const text = (await pager(page).getByText(/^\d+–\d+ из \d+$/).textContent()) ?? '';
  return Number(/из (\d+)/.exec(text)?.[1]);
}

/** The body rows' cell texts of the report table. */
async function cellsOf(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const result: string[][] = [];
  for (let index = 0; index < (await rows.count()); index += 1) result.push(await rows.nth(index).locator('td').allTextContents());
  return result;
}

async function workbookOf(download: Download): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

const cellsOfRow = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

test('supplier: pages through the supplies report, switches debtPaym and the debtor, and the rows change', async ({ page }) => {
  await openReports(page, 'supplier', 'lkk');
  const table = page.getByRole('table', { name: /^Отчет по поставкам/ });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await settled(page);
  await expect(pager(page)).toContainText('1–10 из');
  const hiddenTotal = await totalOf(page);
  expect(hiddenTotal).toBeGreaterThan(20);
  const firstPage = await cellsOf(table);
  // Dates and money in the §9 formats; newest supply first (invoiceDate descending).
  expect(firstPage[0]?.[1]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  expect(firstPage[0]?.[7]).toMatch(/^\d{1,3}( \d{3})*(,\d{2})?$/);

  await pager(page).getByRole('button', { name: 'Вперёд' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager(page)).toContainText(`11–20 из ${hiddenTotal}`);
  await settled(page);
  const secondPage = await cellsOf(table);
  expect(secondPage[0]?.[0]).not.toBe(firstPage[0]?.[0]);

  await page.getByRole('combobox', { name: 'Оплаченные поставки', exact: true }).selectOption({ label: 'Отображать' });
  await expect(page).toHaveURL(/debtPaym=true/);
  await expect(pager(page)).toContainText('1–10 из');
  await expect.poll(() => totalOf(page)).toBeGreaterThan(hiddenTotal);
  const shownTotal = await totalOf(page);

  const debtorPicker = page.getByRole('combobox', { name: 'Дебитор', exact: true });
  await expect(debtorPicker).toBeEnabled();
  const debtor = ((await debtorPicker.locator('option').nth(1).textContent()) ?? '').trim();
  await changeReportFilter(page, () => debtorPicker.selectOption({ label: debtor }), (sent) => sent.debtorId !== null);
  await expect(page.getByRole('table', { name: `Отчет по поставкам, дебитор: ${debtor}` })).toBeVisible();
  await expect.poll(() => totalOf(page)).toBeLessThan(shownTotal);
  const debtorRows = await cellsOf(table);
  expect(debtorRows.length).toBeGreaterThan(0);
  expect(debtorRows.every((cells) => cells[3] === debtor)).toBe(true);

  // The URL holds the filter: a reload shows the same report.
  await page.reload();
  await expect(page.getByRole('table', { name: `Отчет по поставкам, дебитор: ${debtor}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Оплаченные поставки', exact: true })).toHaveValue('true');
});

test('supplier: downloads the supplies and the commissions workbooks with the spec’s names and the rows on screen', async ({ page }) => {
  await openReports(page, 'supplier', 'lkk');
  const table = page.getByRole('table', { name: /^Отчет по поставкам/ });
  const debtorPicker = page.getByRole('combobox', { name: 'Дебитор', exact: true });
  await expect(debtorPicker).toBeEnabled();
  const debtor = ((await debtorPicker.locator('option').nth(1).textContent()) ?? '').trim();
  await changeReportFilter(page, () => debtorPicker.selectOption({ label: debtor }), (sent) => sent.debtorId !== null);
  await expect(page.getByRole('table', { name: `Отчет по поставкам, дебитор: ${debtor}` })).toBeVisible();
  const total = await totalOf(page);
  const screenRows = await cellsOf(table);

  const suppliesDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
  const supplies = await suppliesDownload;
  expect(supplies.suggestedFilename()).toBe(`${debtor.replace(/"/g, '')}_Отчет по поставкам_${today()}.xlsx`);
  const suppliesSheet = await workbookOf(supplies);
  expect(cellsOfRow(suppliesSheet, 1)[0]).toBe('УПД №');
  expect(suppliesSheet.rowCount).toBe(1 + total);
  screenRows.forEach((cells, index) => {
    const row = cellsOfRow(suppliesSheet, index + 2);
    expect(String(row[0])).toBe(cells[0]);
    expect(ddmmyyyy(row[1] as Date)).toBe(cells[1]);
    expect(row[3]).toBe(debtor);
    expect(row[6]).toBe(money(cells[6] ?? ''));
  });

  await page.getByRole('tab', { name: 'Начисленные комиссии' }).click();
  const yieldTable = page.getByRole('table', { name: /^Начисленные комиссии/ });
  await expect(yieldTable.locator('tbody tr').first()).toBeVisible();
  // The debtor chosen on the supplies tab carries over: back to all of them, each answer awaited in turn.
  await changeReportFilter(page, () => page.getByRole('combobox', { name: 'Дебитор', exact: true }).selectOption({ label: 'Все' }), (sent) => sent.debtorId === null);
  await changeReportFilter(page, () => page.getByRole('combobox', { name: 'Регресс', exact: true }).selectOption({ label: 'С регрессом' }), (sent) => sent.regress === true && sent.debtorId === null);
  await expect(page).toHaveURL(/regress=true/);
  await expect(page.getByTestId('report-totals')).toContainText('Итого по отчёту');
  const yieldTotal = await totalOf(page);
  const totalsCells = await page.getByTestId('report-totals').locator('td').allTextContents();
  const yieldRows = await cellsOf(yieldTable);

  const yieldDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
  const commissions = await yieldDownload;
  expect(commissions.suggestedFilename()).toBe(`Все_начисленные_комиссии_${today()}.xlsx`);
  const yieldSheet = await workbookOf(commissions);
  expect(yieldSheet.rowCount).toBe(1 + yieldTotal + 1);
  yieldRows.forEach((cells, index) => {
    const row = cellsOfRow(yieldSheet, index + 2);
    expect(String(row[0])).toBe(cells[0]);
    expect(row[3]).toBe('С регрессом');
    expect(row[5]).toBe(money(cells[5] ?? ''));
  });
  const sums = cellsOfRow(yieldSheet, yieldSheet.rowCount);
  expect(sums[0]).toBe('Итого');
  expect(sums.slice(7).map((value) => Number(value))).toEqual(totalsCells.map((text) => money(text)));
});

test('principal: the reports answer in the LKP cabinet with several pages', async ({ page }) => {
  await openReports(page, 'principal', 'lkp');
  await expect(page.getByRole('table', { name: /^Отчет по поставкам/ }).locator('tbody tr')).toHaveCount(10);
  await page.getByRole('tab', { name: 'Задолженность плательщиков' }).click();
  await expect(page.getByRole('table', { name: /^Дебиторская задолженность/ }).locator('tbody tr')).toHaveCount(10);
  expect(await totalOf(page)).toBeGreaterThan(10);
  const arrearsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
  expect((await arrearsDownload).suggestedFilename()).toBe(`Все_дебиторская_задолженность_${today()}.xlsx`);
});

test('debtor: the supplies report of the debtor cabinet pages and downloads', async ({ page }) => {
  await openReports(page, 'debtor', 'lkd');
  const table = page.getByRole('table', { name: 'Отчет по поставкам' });
  await changeReportFilter(page, () => page.getByRole('combobox', { name: 'Оплаченные поставки', exact: true }).selectOption({ label: 'Отображать' }), (sent) => sent.debtPaym === true);
  await expect(page).toHaveURL(/debtPaym=true/);
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(table.getByRole('columnheader', { name: 'Поставщик' })).toBeVisible();
  const total = await totalOf(page);
  expect(total).toBeGreaterThan(10);
  await pager(page).getByRole('button', { name: 'Вперёд' }).click();
  await expect(pager(page)).toContainText(`11–20 из ${total}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Все_Отчет по поставкам_${today()}.xlsx`);
  const sheet = await workbookOf(file);
  expect(sheet.rowCount).toBe(1 + total);
});
