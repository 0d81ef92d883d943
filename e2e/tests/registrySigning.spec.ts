import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { expect, test, type Download, type Page } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { thumbprint } from '../support/certificates';
import { enterSignedIn } from '../support/signedIn';

/** Registry signing flow: choosing supplies, balance, funding date, generate, sign, send — supplier and agent. */

interface Case {
  login: string;
  detail: string;
  certificate: string;
}

const SUPPLIER: Case = { login: 'supplier', detail: '/lkk/registries/7004', certificate: 'own:supplier' };
const AGENT: Case = { login: 'agent', detail: '/lka/supplies/7102', certificate: 'own:agent' };

async function openDetail(page: Page, which: Case): Promise<void> {
  await enterSignedIn(page, which.login);
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto(which.detail);
  await expect(page.getByRole('table', { name: 'Поставки заявки' })).toBeVisible();
}

const balance = (page: Page) => page.getByTestId('financing-balance');
const financingBoxes = (page: Page) => page.getByRole('table', { name: 'Поставки заявки' }).locator('input[data-column="financing"]');
const registryBoxes = (page: Page) => page.getByRole('table', { name: 'Поставки заявки' }).locator('input[data-column="registry"]');
const statusValue = (page: Page) => page.locator('dt', { hasText: /^Статус$/ }).locator('xpath=following-sibling::dd[1]');

/** Roubles from '1 234 567,89 Руб.' (spaces may be non-breaking). */
function roubles(text: string): number {
  return Number(text.replace(/Руб\./, '').replace(/[\s\u00a0]/g, '').replace(',', '.'));
}

/** Rows of the 'Реестр' sheet of a downloaded .xlsx, read back from its XML. */
async function sheetRowCount(download: Download): Promise<number> {
  const zip = await JSZip.loadAsync(readFileSync((await download.path())!));
  const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  return (sheet.match(/<row /g) ?? []).length;
}

async function generate(page: Page): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Сформировать реестр' }).click();
  const download = await downloading;
  await expect(page.getByText('Операция выполнена').first()).toBeVisible();
  return download;
}

async function act(page: Page, label: string, status: string): Promise<void> {
  await page.getByRole('toolbar', { name: 'Действия с заявкой' }).getByRole('button', { name: label, exact: label !== 'Отправить' }).click();
  await expect(page.getByText('Действие выполнено!').first()).toBeVisible();
  await expect(statusValue(page)).toHaveText(status);
}

async function signAll(page: Page, which: Case, button = 'Подписать'): Promise<void> {
  const dialog = page.getByTestId('registry-sign-dialog');
  if (!(await dialog.isVisible())) {
    await page.getByRole('toolbar', { name: 'Действия с заявкой' }).getByRole('button', { name: 'Подписать' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Сертификат' }).selectOption(thumbprint(which.certificate));
  }
  await dialog.getByRole('button', { name: button }).click();
}

test.beforeEach(async () => {
  await resetSandbox();
});

test('supplier chooses supplies and sees the balance change; a negative balance blocks sending', async ({ page }) => {
  await openDetail(page, SUPPLIER);
  // The balance is computed once the registry's limit and supplies are in: read only once it is shown.
  await expect(balance(page)).toHaveText(/Руб\.$/);
  const before = roubles((await balance(page).textContent()) ?? '');
  // Pinned by its label: a ':not(:checked)' locator would move to the next box once this one is ticked.
  // A supply goes to financing only from inside the registry (decision 0020): an enabled, unticked financing box.
  const label = (await financingBoxes(page).and(page.locator(':not(:checked):enabled')).first().getAttribute('aria-label'))!;
  const box = page.getByRole('checkbox', { name: label, exact: true });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect.poll(async () => roubles((await balance(page).textContent()) ?? '')).toBeLessThan(before);
  // Unticking gives the amount back.
  await page.keyboard.press('Space');
  await expect.poll(async () => roubles((await balance(page).textContent()) ?? '')).toBeCloseTo(before, 2);

  // Shift-click ticks the range from the last tick with the value the clicked row takes.
  await registryBoxes(page).nth(0).click();
  await registryBoxes(page).nth(4).click({ modifiers: ['Shift'] });
  const value = await registryBoxes(page).nth(4).isChecked();
  for (let row = 0; row <= 4; row += 1) await expect(registryBoxes(page).nth(row)).toBeChecked({ checked: value });

  // All to financing on the 10 000-supply registry exceeds the limit.
  await page.goto('/lkk/registries/7005');
  await expect(page.getByRole('table', { name: 'Поставки заявки' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Выбрать все поставки в реестр' }).check();
  await expect(page.getByTestId('chosen-registry')).toHaveText('10000');
  await page.getByRole('checkbox', { name: 'Выбрать все поставки к финансированию' }).check();
  await expect(page.getByTestId('chosen-financing')).toHaveText('10000');
  await expect(balance(page)).toHaveText(/^-/);
  await expect(page.getByRole('alert').filter({ hasText: 'превышает лимит' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Действия с заявкой' }).getByRole('button', { name: 'Отправить' })).toBeDisabled();
  // The select-all box shows "some" after one row is unticked.
  await financingBoxes(page).first().click();
  await expect(page.getByRole('checkbox', { name: 'Выбрать все поставки к финансированию' })).toHaveJSProperty('indeterminate', true);
});

test('supplier picks a funding date: from the next working day on, today marked, a weekend and a day that does not exist refused', async ({ page }) => {
  // The page's clock runs from the real time while the portal starts and is fixed only then: a portal started under a
  // fixed past clock writes its token cookies to expire a day after that, which the browser judges by the real time,
  // so from the next day on it would start without a session. The detail is then opened inside the portal (no
  // reload), so the date field reads the fixed today.
  await page.clock.install();
  await enterSignedIn(page, SUPPLIER.login);
  await expect(cabinetMenu(page)).toBeVisible();
  // Friday 27 November 2026 in the browser: the next working day is Monday the 30th.
  await page.clock.setFixedTime(new Date(2026, 10, 27, 10, 0));
  await page.evaluate((detail) => {
    window.history.pushState(null, '', detail);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, SUPPLIER.detail);
  await expect(page.getByRole('table', { name: 'Поставки заявки' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Дата финансирования' });
  await page.getByRole('button', { name: 'Открыть календарь: Дата финансирования' }).click();
  const calendar = page.getByRole('dialog', { name: 'Календарь: Дата финансирования' });
  await expect(calendar.getByRole('grid', { name: 'Ноябрь 2026' })).toBeVisible();
  await expect(calendar.getByRole('columnheader').first()).toHaveText('Пн');
  const today = calendar.getByRole('button', { name: '27 ноября 2026, сегодня' });
  await expect(today).toHaveAttribute('aria-current', 'date');
  // Past days, today and the weekend are not offered.
  for (const day of ['2 ноября 2026', '26 ноября 2026', '28 ноября 2026']) await expect(calendar.getByRole('button', { name: day, exact: true })).toHaveAttribute('aria-disabled', 'true');
  await expect(today).toHaveAttribute('aria-disabled', 'true');
  // Playwright will not click an aria-disabled button on its own; a person can, and nothing must happen.
  await calendar.getByRole('button', { name: '2 ноября 2026', exact: true }).click({ force: true });
  await expect(calendar).toBeVisible();
  await expect(field).toHaveValue('');
  const offered = calendar.locator('tbody button:not([aria-disabled])');
  await expect(offered).toHaveCount(1);
  await expect(offered).toHaveAttribute('aria-label', '30 ноября 2026');
  await offered.click();
  await expect(field).toHaveValue('30.11.2026');

  // Typed: a past day says from when; a day that does not exist says so; a Saturday asks for a working day.
  await field.fill('02.11.2026');
  await expect(page.getByText('Дата финансирования — не раньше 30.11.2026, следующего рабочего дня')).toBeVisible();
  await field.fill('31.02.2026');
  await field.blur();
  await expect(page.getByText('Даты 31.02.2026 не существует: в феврале 2026 года 28 дней')).toBeVisible();
  await expect(page.getByText('Введите дату в формате ДД.ММ.ГГГГ')).toHaveCount(0);
  await field.fill('05.12.2026');
  await expect(page.getByText('Выберите рабочий день')).toBeVisible();
});

for (const which of [SUPPLIER, AGENT]) {
  test(`${which.login} generates the registry file, reads it back, sends, signs with the emulator and sends to the factor`, async ({ page }) => {
    await openDetail(page, which);
    const chosen = Number(await page.getByTestId('chosen-registry').textContent());
    expect(chosen).toBeGreaterThan(0);
    const download = await generate(page);
    expect(download.suggestedFilename()).toMatch(/^Реестр уступки .*\.xlsx$/);
    // Header, one row per chosen supply, the total.
    expect(await sheetRowCount(download)).toBe(chosen + 2);
    // The file list refreshed (the browser saves '/' of the registry number as '_').
    const toSign = page.getByRole('list', { name: 'Документы на подпись' });
    await expect(toSign.getByText(download.suggestedFilename().replace(/_/g, '/'), { exact: true })).toBeVisible();

    await act(page, 'Отправить на проверку', 'На проверке');
    await signAll(page, which);
    await expect(page.getByText('Операция выполнена').first()).toBeVisible();
    await expect(statusValue(page)).toHaveText('Подписан');
    await expect(page.getByText(/\.xlsx\.sig$/).first()).toBeVisible();
    // The second sending says where it goes (decision 0059).
    await act(page, 'Отправить фактору', 'Отправлен фактору');
    await expect(page.getByText('Заявка доступна только для просмотра.')).toBeVisible();
  });
}

test('a plug-in failure on document 2 keeps the first signature and the retry signs only the rest', async ({ page }) => {
  await openDetail(page, SUPPLIER);
  // Something to finance, so there are two documents for signing: the registry and the request for financing.
  const table = page.getByRole('table', { name: 'Поставки заявки' });
  const verified = table.locator('[role="row"]:not(:has-text("Ошибка в данных")) input[data-column="financing"]:not(:checked)');
  if ((await financingBoxes(page).and(page.locator(':checked')).count()) === 0) await verified.first().click();
  await generate(page);
  await act(page, 'Отправить', 'На проверке');

  let signCalls = 0;
  await page.route('**/__sandbox/cryptopro/native/sign', async (route) => {
    signCalls += 1;
    if (signCalls === 2) await route.abort();
    else await route.continue();
  });
  await signAll(page, SUPPLIER);
  const dialog = page.getByTestId('registry-sign-dialog');
  await expect(dialog.getByTestId('signing-problem')).toHaveText('Плагин недоступен (документ 2 из 2)');
  await expect(dialog.getByTestId('signed-so-far')).toHaveText('Подписано документов: 1 из 2');
  await expect(statusValue(page)).toHaveText('На проверке');

  await signAll(page, SUPPLIER, 'Повторить');
  await expect(statusValue(page)).toHaveText('Подписан');
  expect(signCalls).toBe(3);
});
