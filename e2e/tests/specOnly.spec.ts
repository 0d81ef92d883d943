import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { expect, test as portalTest, type Download, type Locator, type Page } from '../support/portalTest';
import { thumbprint } from '../support/certificates';
import { DEMO_USERS } from '../support/demoUsers';
import { changeReportFilter } from '../support/reportFilter';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { currentShapes, restoreFullShapes, setShapes, type WorkCalendarShape } from '../support/specShapes';
import { enterSignedIn } from '../support/signedIn';

/**
 * One flow per area against a spec-keeping server: the sandbox in spec-only mode (support/specShapes.ts) answers
 * only what spec §7 names — only the fields the spec names, permissions ['change'], no optional fields, ids as
 * strings, no `alllimit` for LKK/LKP/LKD, GET /workCalendar in a non-ISO shape, 404 for any call §7 does not list.
 * What a user of a factoring portal must see there: every page shows its content or says plainly why it is empty,
 * every action the spec offers is there and works, and nothing shows an error the user did not cause.
 * Each test switches the mode on after a reset and restores `full` afterwards, so the rest of the suite is unaffected.
 */

interface SpecOnlyFixtures {
  /** The shape GET /workCalendar answers in; the mode's own (non-ISO) shape when undefined. */
  workCalendar: WorkCalendarShape | undefined;
  /** What the user saw without causing it: error banners, failed-load notices, the server-unavailable dialog, warnings. */
  unasked: string[];
  /** /api/ calls that answered ≥ 400 or got no answer in this test: what each failure points to. */
  failedCalls: string[];
  /** Spec-only mode for the test, `full` restored after it (auto). */
  specShapes: void;
}

const test = portalTest.extend<SpecOnlyFixtures>({
  workCalendar: [undefined, { option: true }],
  failedCalls: async ({ context }, provide) => {
    const failed: string[] = [];
    context.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') && response.status() >= 400) failed.push(`${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`);
    });
    context.on('requestfailed', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) failed.push(`${request.method()} ${url.pathname}${url.search} → ${request.failure()?.errorText ?? 'failed'}`);
    });
    await provide(failed);
  },
  unasked: async ({ context }, provide) => {
    const seen: string[] = [];
    await context.exposeBinding('__specOnlyReportProblem', (source, text: string) => {
      seen.push(`${new URL(source.page.url()).pathname}: ${text}`);
    });
    // Watches every page for what the user would see go wrong; a banner dismissed or replaced later is still counted.
    await context.addInitScript(() => {
      const report = (window as unknown as { __specOnlyReportProblem?: (text: string) => void }).__specOnlyReportProblem;
      const reported = new Set<string>();
      const note = (text: string) => {
        if (reported.has(text)) return;
        reported.add(text);
        report?.(text);
      };
      const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const scan = () => {
        document.querySelectorAll('[data-testid="error-banner"]').forEach((element) => note(`error banner «${textOf(element)}»`));
        document.querySelectorAll('[role="alert"]').forEach((element) => {
          const text = textOf(element);
          if (/Не удалось|Ошибка|ошибка/.test(text)) note(`alert «${text}»`);
        });
        document.querySelectorAll('[role="dialog"], [role="alertdialog"]').forEach((element) => {
          if (textOf(element).includes('Сервер временно недоступен')) note('dialog «Сервер временно недоступен»');
        });
        document.querySelectorAll('[data-testid="notifications"] [role="status"]').forEach((element) => {
          const color = element.getAttribute('data-color');
          const text = textOf(element).replace(/Закрыть уведомление$/, '').trim();
          // The mandate-expiry notice (spec §4) is orange and says nothing went wrong.
          if ((color === 'error' || color === 'warning') && !text.startsWith('Срок действия МЧД')) note(`${color} notice «${text}»`);
        });
      };
      new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-color', 'role'] });
    });
    await provide(seen);
  },
  specShapes: [
    async ({ workCalendar, failedCalls }, provide, testInfo) => {
      await resetSandbox();
      await setShapes('spec', workCalendar);
      testInfo.annotations.push({ type: 'sandbox shapes', description: JSON.stringify(await currentShapes()) });
      try {
        await provide();
      } finally {
        if (failedCalls.length > 0) testInfo.annotations.push({ type: 'failed /api/ calls', description: failedCalls.join('\n') });
        await restoreFullShapes();
        await resetSandbox();
        expect((await currentShapes()).mode, 'the sandbox is back in full mode for the rest of the suite').toBe('full');
      }
    },
    { auto: true },
  ],
});

test.use({ viewport: { width: 1600, height: 1000 } });

// ---------------------------------------------------------------------------------------------------------------
// What holds on every page

const contentArea = (page: Page) => page.getByTestId('content-area');

/** Nothing the user did not cause: no error banner, no failed-load notice, no server-unavailable dialog, no warning. */
async function expectNothingUnasked(page: Page, unasked: string[], failedCalls: string[], where: string): Promise<void> {
  const calls = failedCalls.length > 0 ? `\n/api/ calls that failed so far:\n  ${failedCalls.join('\n  ')}` : '';
  await expect(page.getByTestId('error-banner'), `no error banner on ${where}${calls}`).toHaveCount(0);
  await expect(contentArea(page).getByText(/Не удалось/), `no failed-load notice on ${where}${calls}`).toHaveCount(0);
  expect(unasked, `what the user saw without causing it, up to ${where}${calls}`).toEqual([]);
}

/** Waits until nothing in the content area is loading (skeletons, busy tables, the registry's staged loader). */
async function settled(page: Page): Promise<void> {
  await expect(contentArea(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(contentArea(page).getByTestId('table-skeleton')).toHaveCount(0);
  await expect(page.locator('[data-scope="progress"][data-state="loading"], [role="progressbar"]')).toHaveCount(0);
}

/** The page says more than its title: content, or an empty state in words. */
async function expectSaysSomething(page: Page, title: string): Promise<void> {
  await expect
    .poll(async () => (await contentArea(page).innerText()).replace(title, '').replace(/\s+/g, ' ').trim().length, {
      message: `«${title}» shows content or an explained empty state`,
    })
    .toBeGreaterThan(20);
}

/** Opens a page from the side menu and moves the pointer off it (the menu widens on hover and would cover the page). */
async function openFromMenu(page: Page, item: string): Promise<void> {
  await cabinetMenu(page).getByRole('link', { name: item, exact: true }).click();
  await page.mouse.move(1200, 600);
}

const tableRows = (scope: Page | Locator, name?: string | RegExp) => (name === undefined ? scope.getByRole('table') : scope.getByRole('table', { name })).first().locator('tbody tr');

const REPORT_TABS = ['Поставки', 'Задолженность плательщиков', 'Погашенные требования', 'Входящие платежи', 'Отчет о доходах', 'Начисленные комиссии'];

/** What each menu page must show against a spec-keeping server (the spec's calls for it are all in §7). */
const PAGE_CONTENT: Record<string, (page: Page, clean: (where: string) => Promise<void>) => Promise<void>> = {
  'LKK Главная': async (page) => {
    await expect(page.getByTestId('main-limits').getByText(/^Всего доступно: [\d\s\u00a0]+(,\d{1,2})? Руб\.$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'События по группам' })).toBeVisible();
    await expect(page.getByTestId('main-latest-registries').locator('tbody tr').first()).toBeVisible();
  },
  'LKK Отчеты': async (page, clean) => {
    await expect(tableRows(page, /^Отчет по поставкам/).first()).toBeVisible();
    // Spec §1: supplies, payers' arrears, repaid claims, incoming payments, income statement, accrued commissions.
    const tabs = page.getByRole('tablist', { name: 'Отчеты' }).getByRole('tab');
    await expect(tabs).toHaveText(REPORT_TABS);
    for (const tab of REPORT_TABS) {
      await tabs.filter({ hasText: tab }).click();
      await expect(tabs.filter({ hasText: tab })).toHaveAttribute('aria-selected', 'true');
      await settled(page);
      await expectSaysSomething(page, 'Отчеты');
      await clean(`LKK «Отчеты» tab «${tab}»`);
    }
  },
  'LKK События': async (page) => {
    await expect(page.getByRole('group', { name: 'Категория событий' }).getByRole('button').first()).toBeVisible();
    await expect(page.getByTestId('event-row').first()).toBeVisible();
  },
  'LKK ЭДО': async (page) => {
    await expect(tableRows(page, 'Входящие документы').first()).toBeVisible();
  },
  'LKK Заявки': async (page) => {
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expect(tableRows(page).first()).toBeVisible();
  },
  'LKK Тарифы': async (page) => {
    await expect(page.getByRole('heading', { name: 'Тарифы по договорам' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Шаблоны документов' })).toBeVisible();
  },
  'LKD Главная': async (page) => {
    await expect(page.getByTestId('event-calendar')).toBeVisible();
  },
  'LKD Заявки': async (page) => {
    await expect(tableRows(page).first()).toBeVisible();
  },
  'LKD Отчеты': async (page) => {
    await expect(page.getByRole('table', { name: /^Отчет по поставкам/ })).toBeVisible();
  },
  'LKD События': async (page) => {
    await expect(page.getByRole('group', { name: 'Категория событий' }).getByRole('button').first()).toBeVisible();
    await expect(page.getByTestId('event-row').first()).toBeVisible();
  },
  'LKA Заявки': async (page) => {
    await expect(tableRows(page).first()).toBeVisible();
  },
  'LKA Вознаграждения': async (page) => {
    await expect(tableRows(page).first()).toBeVisible();
  },
  'LKA ЭДО': async (page) => {
    await expect(tableRows(page, 'Входящие документы').first()).toBeVisible();
  },
};

async function walkMenu(page: Page, login: string, unasked: string[], failedCalls: string[]): Promise<void> {
  const user = DEMO_USERS.find((candidate) => candidate.login === login)!;
  await enterSignedIn(page, login);
  await expect(cabinetMenu(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${user.landing}$`));
  await expect(cabinetMenu(page).getByRole('link')).toHaveText(user.menu);
  for (const item of user.menu) {
    await openFromMenu(page, item);
    await expect(page.getByRole('heading', { level: 1, name: item, exact: true })).toBeVisible();
    await settled(page);
    const where = `${user.scope} «${item}» (${new URL(page.url()).pathname})`;
    await PAGE_CONTENT[`${user.scope} ${item}`]!(page, (at) => expectNothingUnasked(page, unasked, failedCalls, at));
    await expectSaysSomething(page, item);
    await expectNothingUnasked(page, unasked, failedCalls, where);
  }
}

test.describe('menus', () => {
  test('supplier (LKK): every menu page shows its content or an explained empty state, and no error', async ({ page, unasked, failedCalls }) => {
    await walkMenu(page, 'supplier', unasked, failedCalls);
  });

  test('debtor (LKD): every menu page shows its content or an explained empty state, and no error', async ({ page, unasked, failedCalls }) => {
    await walkMenu(page, 'debtor', unasked, failedCalls);
  });

  test('agent (LKA): every menu page shows its content or an explained empty state, and no error', async ({ page, unasked, failedCalls }) => {
    await walkMenu(page, 'agent', unasked, failedCalls);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Registry: choose supplies, funding date, generate, send, sign, send

/** The supplier's clean registry (sandbox README "Seeded branches"): validated, duplicate check clean. */
const REGISTRY = '/lkk/registries/7004';

const suppliesTable = (page: Page) => page.getByRole('table', { name: 'Поставки заявки' });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Действия с заявкой' });
const statusValue = (page: Page) => page.locator('dt', { hasText: /^Статус$/ }).locator('xpath=following-sibling::dd[1]');
const fundingDateShown = (page: Page) => page.locator('dt', { hasText: /^Дата финансирования$/ }).locator('xpath=following-sibling::dd[1]');

/** Rows of the 'Реестр' sheet of a generated registry file. */
async function sheetRowCount(download: Download): Promise<number> {
  const zip = await JSZip.loadAsync(readFileSync((await download.path())!));
  const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  return (sheet.match(/<row /g) ?? []).length;
}

/** Ticks «В реестр» of a supply not yet in the registry (by its label: the locator must not move once it is ticked). */
async function tickIntoRegistry(page: Page): Promise<void> {
  const unticked = suppliesTable(page).locator('input[data-column="registry"]:not(:checked)');
  if ((await unticked.count()) === 0) return;
  const label = (await unticked.first().getAttribute('aria-label'))!;
  const box = page.getByRole('checkbox', { name: label, exact: true });
  await expect(box, `«${label}» can be ticked`).toBeEnabled();
  await box.click();
  await expect(box).toBeChecked();
}

/** Ticks «К финанс.» of a verified supply, putting it into the registry first (financing is chosen inside the registry). */
async function tickForFinancing(page: Page): Promise<void> {
  const candidate = suppliesTable(page)
    .locator('[role="row"][data-supply-id]:not(:has-text("Ошибка в данных"))')
    .filter({ has: page.locator('input[data-column="financing"]:not(:checked)') })
    .first();
  await expect(candidate, 'a verified supply can be chosen for financing').toBeVisible();
  const row = suppliesTable(page).locator(`[role="row"][data-supply-id="${await candidate.getAttribute('data-supply-id')}"]`);
  const inRegistry = row.locator('input[data-column="registry"]');
  if (!(await inRegistry.isChecked())) await inRegistry.click();
  await expect(inRegistry).toBeChecked();
  const financing = row.locator('input[data-column="financing"]');
  await expect(financing, '«К финанс.» can be ticked for a supply in the registry').toBeEnabled();
  await financing.click();
  await expect(financing).toBeChecked();
}

const MONTHS_GENITIVE = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/** The calendar's label of a day (the kit's CalendarGrid): '6 декабря 2026'. */
function dayLabel(date: Date): string {
  return `${date.getDate()} ${MONTHS_GENITIVE[date.getMonth()]} ${date.getFullYear()}`;
}

/**
 * Picks a working day of next month in the funding date's calendar (a funding date lies ahead); a Saturday is not
 * offered. Returns DD.MM.YYYY.
 */
async function chooseFundingDate(page: Page): Promise<string> {
  const field = page.getByRole('textbox', { name: 'Дата финансирования' });
  await expect(field, 'the funding date field is offered').toBeVisible();
  await page.getByRole('button', { name: 'Открыть календарь: Дата финансирования' }).click();
  const calendar = page.getByRole('dialog', { name: 'Календарь: Дата финансирования' });
  await expect(calendar).toBeVisible();
  await calendar.getByRole('button', { name: 'Следующий месяц' }).click();
  const now = new Date();
  const saturday = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  while (saturday.getDay() !== 6) saturday.setDate(saturday.getDate() + 1);
  await expect(calendar.getByRole('button', { name: dayLabel(saturday), exact: true }), `${dayLabel(saturday)} (a Saturday) cannot be chosen`).toHaveAttribute('aria-disabled', 'true');
  const working = calendar.locator('tbody button:not([aria-disabled="true"])');
  await expect(working.first(), 'the calendar offers working days').toBeVisible();
  const label = (await working.first().getAttribute('aria-label')) ?? '';
  const [day, monthName, year] = label.split(' ');
  const chosen = `${day!.padStart(2, '0')}.${String(MONTHS_GENITIVE.indexOf(monthName!) + 1).padStart(2, '0')}.${year}`;
  await working.first().click();
  await expect(field).toHaveValue(chosen);
  await expect(page.getByText('Выберите рабочий день')).toHaveCount(0);
  return chosen;
}

async function actAndSeeStatusChange(page: Page, label: 'Отправить', before: string): Promise<string> {
  const button = toolbar(page).getByRole('button', { name: label });
  await expect(button, `«${label}» is offered`).toBeEnabled();
  await button.click();
  await expect(page.getByText('Действие выполнено!').first()).toBeVisible();
  await expect(statusValue(page), `the status changes from «${before}» after «${label}»`).not.toHaveText(before);
  const after = ((await statusValue(page).textContent()) ?? '').trim();
  expect(after, 'the registry shows a status').not.toMatch(/^(—|)$/);
  return after;
}

async function registryFlow(page: Page, unasked: string[], failedCalls: string[]): Promise<void> {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto(REGISTRY);
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
  await expect(suppliesTable(page)).toBeVisible();
  await settled(page);
  await expect(page.getByText('Заявка доступна только для просмотра.'), "a registry with 'change' is editable (spec §6)").toHaveCount(0);
  // Spec §7: the duplicate check (GET /registries/checkduplicate/{id}) and adding documents (POST …/documents).
  await expect(page.getByRole('button', { name: 'Проверить на дубли' }), '«Проверить на дубли» is offered').toBeEnabled();
  await expect(page.getByTestId('document-input'), 'adding documents is offered').toBeAttached();
  await expectNothingUnasked(page, unasked, failedCalls, 'the registry detail');

  await tickIntoRegistry(page);
  await tickForFinancing(page);
  await expect(suppliesTable(page).locator('input[data-column="registry"]:checked').first()).toBeVisible();
  await expect(suppliesTable(page).locator('input[data-column="financing"]:checked').first()).toBeVisible();
  const chosen = Number(await page.getByTestId('chosen-registry').textContent());
  expect(chosen).toBeGreaterThan(0);
  // Choosing supplies for financing within the limit does not block sending.
  await expect(page.getByRole('alert').filter({ hasText: 'превышает лимит' })).toHaveCount(0);

  const fundingDate = await chooseFundingDate(page);

  const generateButton = page.getByRole('button', { name: 'Сформировать реестр' });
  await expect(generateButton, '«Сформировать реестр» is offered').toBeEnabled();
  const downloading = page.waitForEvent('download');
  await generateButton.click();
  const download = await downloading;
  await expect(page.getByText('Операция выполнена').first()).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  // Header, one row per supply chosen into the registry, the total.
  expect(await sheetRowCount(download)).toBe(chosen + 2);
  const toSign = page.getByRole('list', { name: 'Документы на подпись' }).getByRole('listitem');
  await expect(toSign.first()).toBeVisible();
  // Spec §1: the interface is Russian only; a document for signing is not named by the server's type code.
  for (const text of await toSign.allInnerTexts()) expect.soft(text, 'a document for signing is named in Russian').toMatch(/[А-Яа-яЁё]/);
  await expectNothingUnasked(page, unasked, failedCalls, 'the registry after «Сформировать реестр»');
  // The funding date went with the registry file and is the registry's now.
  await page.reload();
  await expect(suppliesTable(page)).toBeVisible();
  await expect(fundingDateShown(page), 'the registry shows the chosen funding date').toHaveText(fundingDate);
  await settled(page);

  const initial = ((await statusValue(page).textContent()) ?? '').trim();
  const checking = await actAndSeeStatusChange(page, 'Отправить', initial);

  const signButton = toolbar(page).getByRole('button', { name: 'Подписать' });
  await expect(signButton, '«Подписать» is offered once there is a registry file to sign').toBeEnabled();
  await signButton.click();
  const dialog = page.getByTestId('registry-sign-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Сертификат' }).selectOption(thumbprint('own:supplier'));
  await dialog.getByRole('button', { name: 'Подписать' }).click();
  await expect(page.getByText('Операция выполнена').first()).toBeVisible();
  await expect(statusValue(page), 'the status changes after signing').not.toHaveText(checking);
  const signed = ((await statusValue(page).textContent()) ?? '').trim();
  // Spec §3 names a signed document by its userDoc only: the list shows it, whatever it is called.
  await expect(page.getByRole('list', { name: 'Подписанные документы' }).getByRole('listitem').first(), 'the signed documents are listed').toBeVisible();

  await actAndSeeStatusChange(page, 'Отправить', signed);
  await expect(page.getByText('Заявка доступна только для просмотра.')).toBeVisible();
  await settled(page);
  await expectNothingUnasked(page, unasked, failedCalls, 'the registry after sending');
}

test.describe('registry', () => {
  test('supplier: chooses supplies, a funding date, generates, sends, signs and sends the registry; its status changes', async ({ page, unasked, failedCalls }) => {
    await registryFlow(page, unasked, failedCalls);
  });

  for (const shape of ['iso', 'russian', 'weekdays'] as const) {
    test.describe(`work calendar answered as ${shape}`, () => {
      test.use({ workCalendar: shape });
      test(`supplier: the registry flow with a funding date from a ${shape} work calendar`, async ({ page, unasked, failedCalls }) => {
        await registryFlow(page, unasked, failedCalls);
      });
    });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Reports: the Excel file holds every row of the filter

const pager = (page: Page) => page.getByRole('navigation', { name: 'Страницы списка' });

async function totalOf(page: Page): Promise<number> {
  const text = (await pager(page).getByText(/^\d+–\d+ из \d+$/).textContent()) ?? '';
  return Number(/из (\d+)/.exec(text)?.[1]);
}

test('supplier: the commissions report with a filter downloads as Excel with every row of the filter, beyond the first page', async ({ page, unasked, failedCalls }) => {
  await enterSignedIn(page, 'supplier');
  await openFromMenu(page, 'Отчеты');
  await expect(page).toHaveURL(/\/lkk\/reports/);
  await page.getByRole('tab', { name: 'Начисленные комиссии' }).click();
  const table = page.getByRole('table', { name: /^Начисленные комиссии/ });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await changeReportFilter(page, () => page.getByRole('combobox', { name: 'Регресс', exact: true }).selectOption({ label: 'С регрессом' }), (sent) => sent.regress === true);
  await expect(page).toHaveURL(/regress=true/);
  await settled(page);
  // Report page size is 10 (spec §9); the filter holds more.
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(pager(page)).toContainText('1–10 из');
  const total = await totalOf(page);
  expect(total).toBeGreaterThan(10);
  const firstPage = await table.locator('tbody tr td:first-child').allTextContents();
  await expectNothingUnasked(page, unasked, failedCalls, 'the commissions report');

  const downloadButton = page.getByRole('button', { name: /Выгрузить в Excel/ });
  await expect(downloadButton, '«Выгрузить в Excel» is offered for the commissions report (§7 /lkk/report/YIELD/excel)').toBeEnabled();
  const downloading = page.waitForEvent('download');
  await downloadButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Все_начисленные_комиссии_\d{2}\.\d{2}\.\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  // Header, every row of the filter (all pages), the «Итого» row.
  const dataRows: unknown[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) dataRows.push((row.values as unknown[]).slice(1));
  });
  const body = dataRows.filter((cells) => cells[0] !== 'Итого');
  expect(body, `the workbook holds all ${total} rows of the filter, not one page`).toHaveLength(total);
  expect(body.slice(0, firstPage.length).map((cells) => String(cells[0]))).toEqual(firstPage.map((text) => text.trim()));
  expect(body.every((cells) => cells.includes('С регрессом')), 'every row is of the filter (С регрессом)').toBe(true);
  await expectNothingUnasked(page, unasked, failedCalls, 'the commissions report after the download');
});

for (const { login, menu, list, table: tableName } of [
  { login: 'supplier', menu: 'Отчеты', list: '/api/lkk/report/SUPPLE_PAGINATION', table: /^Отчет по поставкам/ },
  { login: 'debtor', menu: 'Отчеты', list: '/api/lkd/report/SUPPLE', table: /^Отчет по поставкам/ },
]) {
  test(`${login}: the supplies report, for which §7 lists no Excel call, downloads as Excel written from the list call: every row, §9's name`, async ({ page, unasked, failedCalls }) => {
    await enterSignedIn(page, login);
    await openFromMenu(page, menu);
    const table = page.getByRole('table', { name: tableName });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await settled(page);
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(10);
    const firstPage = await table.locator('tbody tr td:first-child').allTextContents();
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/') && path !== '/api/log/error') asked.push(`${request.method()} ${path}`);
    });
    const downloadButton = page.getByRole('button', { name: /Выгрузить в Excel/ });
    await expect(downloadButton).toBeEnabled();
    const downloading = page.waitForEvent('download');
    await downloadButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Все_Отчет по поставкам_\d{2}\.\d{2}\.\d{4}\.xlsx$/);
    expect(asked, 'the file comes from §7\'s list call alone').toEqual([`POST ${list}`]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[])[1]).toBe('УПД №');
    expect(sheet.rowCount, `the workbook holds all ${total} rows of the filter, not one page`).toBe(1 + total);
    const firstColumn = firstPage.map((_, index) => String((sheet.getRow(index + 2).values as unknown[])[1]));
    expect(firstColumn).toEqual(firstPage.map((text) => text.trim()));
    await expect(downloadButton, 'the button stays offered').toBeEnabled();
    await expectNothingUnasked(page, unasked, failedCalls, `the ${login}'s supplies report after the download`);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// EDM: sign a document awaiting signature

test('supplier: signs an incoming EDM document awaiting signature with the emulator; it moves to «Подписан»', async ({ page, unasked, failedCalls }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await openFromMenu(page, 'ЭДО');
  await expect(page.getByRole('heading', { name: 'ЭДО', level: 1 })).toBeVisible();
  const incoming = () => page.getByRole('table', { name: 'Входящие документы' }).locator('tbody tr');
  await expect(incoming().first()).toBeVisible();
  const statusFilter = page.getByRole('combobox', { name: 'Статус' });
  await statusFilter.selectOption('Требуется подпись');
  // The filtered list replaces the page (and clears the ticks) once the filter is in the URL: tick only after it.
  await expect(page).toHaveURL(/[?&]status=/);
  await settled(page);
  await expect(incoming().filter({ hasNotText: 'Требуется подпись' }), 'only documents awaiting signature are listed').toHaveCount(0);
  const first = incoming().first();
  await expect(first).toContainText('Требуется подпись');
  const box = first.getByRole('checkbox');
  // The document is followed by its row's id: its label (type and date, spec §3) may be shared with others.
  const id = (await first.getAttribute('data-edm-id'))!;
  const documentRow = () => page.getByRole('table', { name: 'Входящие документы' }).locator(`tbody tr[data-edm-id="${id}"]`);
  // By keyboard: the wide table scrolls sideways under the side menu, where a pointer would hit the menu.
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  const actions = page.getByRole('toolbar', { name: 'Действия с документами' });
  await expect(actions.getByRole('button', { name: 'Отказать в подписи' }), 'refusing is offered for «Требуется подпись» (spec §4)').toBeVisible();
  await expect(actions.getByRole('button', { name: 'Скачать' }), 'downloading is offered (POST /edm/download)').toBeVisible();
  await expect(actions.getByRole('button', { name: 'Создать документ' }), 'creating a document is offered (POST /edm/save)').toBeVisible();
  await actions.getByRole('button', { name: 'Подписать' }).click();
  const signing = page.getByTestId('edm-sign-dialog');
  await expect(signing).toBeVisible();
  const picker = signing.getByRole('combobox', { name: 'Сертификат' });
  await expect(picker.locator(`option[value="${thumbprint('own:supplier')}"]`), "the user's own certificate is offered").toHaveCount(1);
  // The plug-in also holds Сидоров's (another person): signing offers only the user's own (spec §5's rule, decision 0061).
  await expect(picker.locator(`option[value="${thumbprint('other-person')}"]`), "another person's certificate is not offered").toHaveCount(0);
  await picker.selectOption(thumbprint('own:supplier'));
  await signing.getByRole('button', { name: 'Подписать' }).click();
  await expect(page.getByText('Операция выполнена')).toBeVisible();
  await expect(documentRow(), 'the signed document leaves «Требуется подпись»').toHaveCount(0);
  await statusFilter.selectOption('Подписан');
  await settled(page);
  await expect(documentRow()).toContainText('Подписан');
  await expectNothingUnasked(page, unasked, failedCalls, 'EDM after signing');
});

// ---------------------------------------------------------------------------------------------------------------
// Rewards: the agent approves one

test('agent: opens a reward awaiting approval and approves it', async ({ page, unasked, failedCalls }) => {
  await enterSignedIn(page, 'agent');
  await expect(cabinetMenu(page)).toBeVisible();
  await openFromMenu(page, 'Вознаграждения');
  await expect(page).toHaveURL(/\/lka\/reward$/);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await settled(page);
  await expectNothingUnasked(page, unasked, failedCalls, 'the rewards list');
  // The newest rewards await approval (sandbox README "Rewards"): the list offers approving them.
  const awaiting = rows.filter({ has: page.getByRole('button', { name: /^Согласовать/ }) });
  await expect(awaiting.first(), 'a reward awaiting approval offers «Согласовать»').toBeVisible();
  await awaiting.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/lka\/reward\/[^/]+\/detail$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Вознаграждение / })).toBeVisible();
  await settled(page);
  const approve = page.getByRole('button', { name: /^Согласовать/ });
  await expect(approve, 'the opened reward offers «Согласовать»').toBeVisible();
  await expect(page.getByRole('button', { name: /^Отклонить/ }), 'the opened reward offers «Отклонить» (spec §4)').toBeVisible();
  await approve.click();
  await expect(page.getByText('Операция выполнена').first()).toBeVisible();
  // Approved: it is no longer offered for approval.
  await expect(page.getByRole('button', { name: /^Согласовать/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Вознаграждение / })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('button', { name: /^Согласовать/ })).toHaveCount(0);
  await expectNothingUnasked(page, unasked, failedCalls, 'the reward after approval');
});

// ---------------------------------------------------------------------------------------------------------------
// Events and the main page

test('supplier: the events page lists a category’s events and opens one', async ({ page, unasked, failedCalls }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await openFromMenu(page, 'События');
  await expect(page).toHaveURL(/\/lkk\/events$/);
  const categories = page.getByRole('group', { name: 'Категория событий' }).getByRole('button');
  // Spec §6: MESSAGE and AF_EVENTS only.
  await expect(categories).toHaveCount(2);
  await expect(page.getByTestId('event-row').first()).toBeVisible();
  await page.getByTestId('event-row').first().getByRole('button').first().click();
  await expect(page.getByTestId('event-details')).toBeVisible();
  await categories.nth(1).click();
  await expect(page.getByTestId('event-row').first()).toBeVisible();
  await settled(page);
  await expectNothingUnasked(page, unasked, failedCalls, 'the events page');
});

test('supplier: the main page shows the free limit, the event groups and the latest registries, which open', async ({ page, unasked, failedCalls }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  const limits = page.getByTestId('main-limits');
  await expect(limits.getByText(/^Всего доступно: [\d\s\u00a0]+(,\d{1,2})? Руб\.$/)).toBeVisible();
  await expect(limits.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'События по группам' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Группы событий' }).getByRole('button').first()).toBeVisible();
  const latest = page.getByTestId('main-latest-registries').locator('tbody tr');
  await expect(latest.first()).toBeVisible();
  await settled(page);
  await expectNothingUnasked(page, unasked, failedCalls, 'the main page');
  await latest.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/lkk\/registries\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
  await settled(page);
  await expectNothingUnasked(page, unasked, failedCalls, 'a registry opened from the main page');
});

// ---------------------------------------------------------------------------------------------------------------
// The debtor's registry: its state from the list row, signing on §7's POST /registries/{id}/sign

/** Every text the page's level-1 heading has had since the call (watched in the page, so a passing one is caught). */
async function watchTitles(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __titles: string[] }).__titles = seen;
    const note = () => {
      const text = document.querySelector('h1')?.textContent?.trim();
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __titles: string[] }).__titles);
}

const debtorRows = (page: Page) => page.getByRole('table').first().locator('tbody tr');

test.describe('debtor registry', () => {
  test('debtor: opens a registry on check from the list; number and status come with it; signs it with ecpdebtor and sends it', async ({ page, unasked, failedCalls }) => {
    await enterSignedIn(page, 'debtor');
    await expect(cabinetMenu(page)).toBeVisible();
    await openFromMenu(page, 'Заявки');
    await settled(page);
    const row = debtorRows(page).filter({ hasText: 'На проверке' }).first();
    await expect(row, 'the debtor has a registry on check').toBeVisible();
    const link = row.getByRole('link').first();
    const number = ((await link.textContent()) ?? '').trim();
    expect(number).not.toMatch(/^№/);
    const titles = await watchTitles(page);
    await link.click();
    await expect(page).toHaveURL(/\/lkd\/supplies\/[^/]+$/);
    await settled(page);
    await expect(statusValue(page), 'the status of the list row').toHaveText('На проверке');
    // The title names the registry by the list's number from the first render to the loaded page.
    expect(await titles()).toEqual([`Заявка ${number}`]);
    await expect(page.getByTestId('registry-state-unknown')).toHaveCount(0);
    await expect(toolbar(page).getByRole('button', { name: 'Отправить' }), 'a registry on check is not sent before signing').toHaveCount(0);

    const signButton = toolbar(page).getByRole('button', { name: 'Подписать' });
    await expect(signButton).toBeEnabled();
    const signing = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/registries\/[^/]+\/sign$/.test(new URL(response.url()).pathname));
    await signButton.click();
    const dialog = page.getByTestId('registry-sign-dialog');
    await dialog.getByRole('combobox', { name: 'Сертификат' }).selectOption(thumbprint('own:debtor'));
    await dialog.getByRole('button', { name: 'Подписать' }).click();
    // Spec §6: the debtor's signing document id. The sandbox answers 400 to any id but the caller's scope's own
    // (sandbox/src/registries/signRoutes.ts); the body itself is out of sight, as Chrome does not report ky's request
    // bodies (sent with duplex: 'half') to Playwright.
    expect((await signing).status(), 'the sign call is accepted with ecpdebtor').toBe(200);
    await expect(page.getByText('Операция выполнена').first()).toBeVisible();
    await expect(statusValue(page), 'the status follows the signing').toHaveText('Подписан');
    await actAndSeeStatusChange(page, 'Отправить', 'Подписан');
    // The entry's new-events call is beyond §7 and falls back quietly (beyondSpecCalls.ts); the registry's are §7's own.
    expect(failedCalls.filter((call) => /registries|sign/.test(call)), 'no registry or signing call outside §7, none refused').toEqual([]);
    await expectNothingUnasked(page, unasked, failedCalls, 'the debtor registry after signing and sending');
  });

  test('debtor: a financed registry opened from the list offers no signing, sending or withdrawing', async ({ page, unasked, failedCalls }) => {
    await enterSignedIn(page, 'debtor');
    await expect(cabinetMenu(page)).toBeVisible();
    await openFromMenu(page, 'Заявки');
    await settled(page);
    const row = debtorRows(page).filter({ hasText: /Профинансирован|Отправлен фактору/ }).first();
    await expect(row, 'the debtor has a closed registry').toBeVisible();
    const status = ((await row.locator('td').nth(2).textContent()) ?? '').trim();
    await row.getByRole('link').first().click();
    await settled(page);
    await expect(statusValue(page)).toHaveText(status);
    for (const name of ['Подписать', 'Отправить на проверку', 'Отправить фактору', 'Отозвать']) await expect(page.getByRole('button', { name, exact: true }), `«${name}» is not offered`).toHaveCount(0);
    await expectNothingUnasked(page, unasked, failedCalls, 'a closed debtor registry');
  });

  test('debtor: a registry opened by its address alone (bookmark, reload) finds its list row through §7’s POST /lkd/registries: number, status, supplier, source and the actions of its state', async ({ page, unasked, failedCalls }) => {
    await enterSignedIn(page, 'debtor');
    await expect(cabinetMenu(page)).toBeVisible();
    await openFromMenu(page, 'Заявки');
    await settled(page);
    const row = debtorRows(page).filter({ hasText: 'На проверке' }).first();
    const link = row.getByRole('link').first();
    const number = ((await link.textContent()) ?? '').trim();
    const supplier = ((await row.locator('td').nth(3).textContent()) ?? '').trim();
    const href = (await link.getAttribute('href'))!;
    // A new page: no list row seen, no router state.
    await page.goto('about:blank');
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: `Заявка ${number}` })).toBeVisible();
    await settled(page);
    await expect(statusValue(page)).toHaveText('На проверке');
    const headerValue = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(headerValue('Поставщик')).toHaveText(supplier);
    await expect(headerValue('Источник')).not.toHaveText('—');
    await expect(headerValue('ИНН дебитора')).toHaveText(/^\d{10}$/);
    await expect(page.getByTestId('registry-state-unknown')).toHaveCount(0);
    await expect(toolbar(page).getByRole('button', { name: 'Подписать' })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Заявка ${number}` }), 'a reload finds it again').toBeVisible();
    await expect(statusValue(page)).toHaveText('На проверке');
    await expectNothingUnasked(page, unasked, failedCalls, 'a debtor registry opened by its address');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The agent's balance: spec §4's formula from the raw answers

/** '53 656 586,03 Руб.' → 53656586.03 */
function moneyOf(text: string): number {
  return Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
}

test('agent: the financing balance is alllimit − Σ supplyAmount of the supplies flagged financing (spec §4/§5), from the raw answers', async ({ page, unasked, failedCalls }) => {
  await enterSignedIn(page, 'agent');
  await expect(cabinetMenu(page)).toBeVisible();
  const detail = page.waitForResponse((response) => /\/api\/lka\/registries\/7102\/detail\/lka$/.test(new URL(response.url()).pathname));
  const supplies = page.waitForResponse((response) => /\/api\/lka\/registries\/7102\/supplies$/.test(new URL(response.url()).pathname));
  await page.goto('/lka/supplies/7102');
  const { alllimit } = (await (await detail).json()) as { alllimit: number | string };
  const rows = ((await (await supplies).json()) as { supplies: Array<{ id: string; supplyAmount: number | string; financing?: boolean; prime?: boolean; active?: boolean }> }).supplies;
  await expect(suppliesTable(page)).toBeVisible();
  await settled(page);
  const flagged = rows.filter((supply) => supply.financing === true);
  expect(flagged.length, 'registry 7102 has supplies flagged financing').toBeGreaterThan(0);
  // In kopecks, as money is summed.
  const kopecks = (value: number | string) => Math.round(Number(value) * 100);
  const expected = (kopecks(alllimit) - flagged.reduce((sum, supply) => sum + kopecks(supply.supplyAmount), 0)) / 100;
  await expect.poll(async () => moneyOf((await page.getByTestId('financing-balance').textContent()) ?? ''), { message: 'the balance shown is the formula' }).toBeCloseTo(expected, 2);
  await expect(page.getByTestId('chosen-financing')).toHaveText(String(flagged.length));
  // Every flagged supply is ticked for financing, prime/active or not.
  for (const supply of flagged.filter((candidate) => !candidate.prime && !candidate.active).slice(0, 3)) {
    await expect(suppliesTable(page).locator(`[data-supply-id="${supply.id}"] input[data-column="financing"]`)).toBeChecked();
  }
  await expectNothingUnasked(page, unasked, failedCalls, 'the agent registry 7102');
});

// ---------------------------------------------------------------------------------------------------------------
// Names where codes and ids were: EDM types, event statuses, calendar marks

test('supplier: ЭДО names each document type by its id from GET /edm/type', async ({ page, unasked, failedCalls }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  const typesAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/edm/type');
  await openFromMenu(page, 'ЭДО');
  const names = new Set(((await (await typesAnswer).json()) as Array<{ name: string }>).map((type) => type.name));
  const rows = page.getByRole('table', { name: 'Входящие документы' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await settled(page);
  // Columns: tick, Дата, Номер, Тип документа, …
  const shown = await rows.locator('td:nth-child(4)').allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const name of shown) expect(names, `«${name}» is a type of GET /edm/type`).toContain(name.trim());
  const dates = await rows.locator('td:nth-child(2)').allTextContents();
  for (const date of dates) expect(date.trim()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  await expectNothingUnasked(page, unasked, failedCalls, 'ЭДО');
});

test('supplier: event statuses and titles are Russian words, never §3 codes or ids', async ({ page, unasked, failedCalls }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await openFromMenu(page, 'События');
  const categories = page.getByRole('group', { name: 'Категория событий' }).getByRole('button');
  for (const index of [0, 1]) {
    await categories.nth(index).click();
    await expect(page.getByTestId('event-row').first()).toBeVisible();
    await settled(page);
    const statuses = await page.getByTestId('event-status').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(status, 'a status in Russian').toMatch(/^[А-ЯЁа-яё ]+$/);
    const rows = await page.getByTestId('event-row').allInnerTexts();
    for (const row of rows) {
      expect(row).not.toMatch(/REQUIREMENT_REQUEST|REQUIREMENT_VALIDATING|PULL_OFF|EXPIRED|WARNING|\bWAIT\b/);
      expect(row).not.toMatch(/Событие \d/);
    }
  }
  await expectNothingUnasked(page, unasked, failedCalls, 'the events page');
});

test('debtor: the critical-events calendar marks the days §7’s per-day call lists events for, asking each day at most once and none after the last event', async ({ page, unasked, failedCalls }) => {
  const dayAnswers = new Map<string, number>();
  const dayCalls: string[] = [];
  page.on('response', async (response) => {
    const day = /^\/api\/lkd\/events\/calendar\/(\d{4}-\d{2}-\d{2})$/.exec(new URL(response.url()).pathname)?.[1];
    if (!day) return;
    dayCalls.push(day);
    dayAnswers.set(day, ((await response.json()) as unknown[]).length);
  });
  await enterSignedIn(page, 'debtor');
  await expect(cabinetMenu(page)).toBeVisible();
  await openFromMenu(page, 'Главная');
  const calendar = page.getByTestId('event-calendar');
  await expect(calendar).toBeVisible();
  await expect(page.getByTestId('critical-event').first(), 'the month has critical events').toBeVisible();
  const marked = calendar.locator('button[data-marked="true"]');
  await expect(marked.first(), 'days with critical events are marked').toBeVisible();
  await settled(page);
  const markedDays = await marked.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-day') ?? ''));
  // Each marked day's own call listed what the mark promises; the search stopped at the month's last event day (the
  // calls already under way — four at a time — finish), and no day was asked twice.
  for (const day of markedDays) expect(dayAnswers.get(day), `GET lkd/events/calendar/${day}`).toBeGreaterThan(0);
  const lastMarked = markedDays.map((day) => Number(day.slice(8))).sort((a, b) => a - b).at(-1)!;
  expect(dayCalls.length).toBeLessThanOrEqual(lastMarked + 3);
  expect(new Set(dayCalls).size).toBe(dayCalls.length);
  const asked = dayCalls.length;
  // Choosing a marked day shows its events from the call the marks already made.
  await marked.first().click();
  await expect(page.getByTestId('critical-caption')).toHaveText(/^Критические события на /);
  await expect(page.getByTestId('critical-event').first()).toBeVisible();
  // Another page and back: the month's marks are not asked again.
  await openFromMenu(page, 'События');
  await openFromMenu(page, 'Главная');
  await expect(marked.first()).toBeVisible();
  await settled(page);
  expect(dayCalls).toHaveLength(asked);
  await expectNothingUnasked(page, unasked, failedCalls, 'the debtor main page');
});

/**
 * The sandbox's own record of the supplier's events of a category, in the list's order: what its full answers say
 * (the spec-only answer leaves the seen flag out), read with the mode switched to full for the one call and back.
 */
async function eventsInSandbox(page: Page, categoryEnum: string): Promise<Array<{ id: string; visible: boolean }>> {
  await setShapes('full');
  try {
    return await page.evaluate(async (category) => {
      const token = document.cookie.split('; ').find((part) => part.startsWith('access_token='))?.split('=')[1] ?? '';
      const response = await fetch('/api/lkk/events', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: JSON.stringify({ categoryEnum: category }),
      });
      return ((await response.json()) as Array<{ id: unknown; visible: unknown }>).map((event) => ({ id: String(event.id), visible: event.visible === true }));
    }, categoryEnum);
  } finally {
    await setShapes('spec');
  }
}

test('supplier: an event opened stays seen after the page is reloaded, and the sandbox keeps it seen', async ({ page, unasked, failedCalls }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await openFromMenu(page, 'События');
  await page.getByRole('group', { name: 'Категория событий' }).getByRole('button', { name: 'События по договорам' }).click();
  const rows = page.getByTestId('event-row');
  await expect(rows.first()).toBeVisible();
  await settled(page);
  // The spec's answer has no seen flag: every row reads «новое» until opened.
  await expect(rows.filter({ hasNotText: 'новое' })).toHaveCount(0);
  const before = await eventsInSandbox(page, 'AF_EVENTS');
  expect(await rows.count()).toBe(before.length);
  const index = before.findIndex((event) => !event.visible);
  expect(index, 'the sandbox has an unseen event').toBeGreaterThanOrEqual(0);
  const setVisible = page.waitForResponse((response) => /\/api\/lkk\/events\/[^/]+\/set-visible$/.test(new URL(response.url()).pathname));
  await rows.nth(index).getByRole('button').first().click();
  const answer = await setVisible;
  expect(answer.ok()).toBe(true);
  expect(new URL(answer.url()).pathname).toBe(`/api/lkk/events/${before[index]!.id}/set-visible`);
  await expect(rows.nth(index)).not.toContainText('новое');
  await settled(page);
  expect(await eventsInSandbox(page, 'AF_EVENTS'), 'the sandbox keeps the opened event seen, and only it').toEqual(before.map((event, at) => (at === index ? { ...event, visible: true } : event)));

  await page.reload();
  await page.getByRole('group', { name: 'Категория событий' }).getByRole('button', { name: 'События по договорам' }).click();
  await expect(rows.nth(index)).toBeVisible();
  await settled(page);
  await expect(rows.nth(index), 'the opened event, after a reload').not.toContainText('новое');
  await expect(rows.filter({ hasNotText: 'новое' }), 'only the opened event').toHaveCount(1);
  await expectNothingUnasked(page, unasked, failedCalls, 'the events page');
});

test('supplier: the dashboard titles each group’s events as the events list does, with one list call for the whole dashboard', async ({ page, unasked, failedCalls }) => {
  let listCalls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/lkk/events') listCalls += 1;
  });
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/lkk\/main$/);
  const groups = page.getByRole('group', { name: 'Группы событий' });
  const first = groups.getByRole('button').first();
  await expect(first).toBeVisible();
  await first.click();
  const table = page.getByTestId('event-group').getByRole('table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await settled(page);
  const eventCells = table.locator('tbody tr td:nth-child(2)');
  await expect(eventCells.first()).toHaveText(/^Событие дашборда: /);
  await expect(table.getByText('Событие без описания')).toHaveCount(0);
  // Every group of the dashboard: still the one call for the dashboard's category (every item's event is in it),
  // none per item.
  for (const button of await groups.getByRole('button').all()) {
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await settled(page);
    await expect(page.getByTestId('event-group').getByText('Событие без описания')).toHaveCount(0);
  }
  expect(listCalls).toBe(1);
  await expectNothingUnasked(page, unasked, failedCalls, 'the main page');
});

test('every user: signing in asks nothing that fails (the identity provider’s page names its icon)', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  await page.getByLabel('Имя пользователя').fill('supplier');
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible({ timeout: 60_000 });
  expect(failed.filter((entry) => !entry.includes('/api/')), 'no page, script or icon fails while signing in').toEqual([]);
});
