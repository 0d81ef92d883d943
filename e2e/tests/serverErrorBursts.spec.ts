import { serverErrorBurst } from '../support/faults';
import { expect, test, type Locator, type Page } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

/**
 * Faults: for each cabinet area the API answers 500, then 503, then recovers. The page offers a retry
 * (spec §8: the 500 opens the session-continue dialog, the 503 the error banner), what the user typed stays, and
 * after recovery the retry loads the data.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

test.beforeEach(async () => {
  await resetSandbox();
});

interface ListArea {
  name: string;
  login: string;
  /** The side-menu link that opens the area (in-app navigation, no reload). */
  menu: string;
  /** Instead of the menu link: what opens the list (e.g. a tab, when the cabinet lands on the area). */
  open?: (page: Page) => Promise<void>;
  url: RegExp;
  api: RegExp;
  method: string;
  failure: string;
  /** What is on the page once the data came. */
  loaded: (page: Page) => Locator;
  /** Something the user types while the server fails: it must survive the retries. */
  /** A filter typed while the list fails; `committed` is the URL once the filter applies (it asks the server again). */
  typed?: { field: (page: Page) => Locator; value: string; committed?: RegExp };
}

const LIST_AREAS: ListArea[] = [
  {
    name: 'registries (LKK)',
    login: 'supplier',
    menu: 'Заявки',
    url: /\/lkk\/registries/,
    api: /\/api\/registries(\?|$)/,
    method: 'POST',
    failure: 'Не удалось загрузить список заявок.',
    loaded: (page) => page.getByRole('table').locator('tbody tr').first(),
  },
  {
    name: 'registries (LKD)',
    login: 'debtor',
    menu: 'Заявки',
    // The debtor lands on this list: another category tab asks for it again.
    open: (page) => page.getByRole('tab', { name: 'Заявки' }).click(),
    url: /\/lkd\/supplies/,
    api: /\/api\/lkd\/registries(\?|$)/,
    method: 'POST',
    failure: 'Не удалось загрузить список заявок.',
    loaded: (page) => page.getByRole('table').locator('tbody tr').first(),
  },
  {
    name: 'reports (LKK)',
    login: 'supplier',
    menu: 'Отчеты',
    url: /\/lkk\/reports/,
    api: /\/api\/lkk\/report\/SUPPLE_PAGINATION(\?|$)/,
    method: 'POST',
    failure: 'Не удалось загрузить отчёт.',
    loaded: (page) => page.getByRole('table', { name: /^Отчет по поставкам/ }).locator('tbody tr').first(),
    // The filter applies after a pause in typing: its own request meets the burst too.
    typed: { field: (page) => page.getByRole('textbox', { name: 'Номер договора' }).first(), value: '572/23', committed: /[?&]contract=572%2F23(&|$)/ },
  },
  {
    name: 'events (LKD)',
    login: 'debtor',
    menu: 'События',
    url: /\/lkd\/events/,
    api: /\/api\/lkd\/events\/categories(\?|$)/,
    method: 'GET',
    failure: 'Не удалось загрузить категории событий.',
    loaded: (page) => page.getByRole('group', { name: 'Категория событий' }),
  },
  {
    name: 'EDM (LKK)',
    login: 'supplier',
    menu: 'ЭДО',
    url: /\/lkk\/edo/,
    api: /\/api\/edm\/all(\?|$)/,
    method: 'POST',
    failure: 'Не удалось загрузить документы',
    loaded: (page) => page.getByRole('table', { name: 'Входящие документы' }).locator('tbody tr').first(),
    typed: { field: (page) => page.getByRole('search', { name: 'Фильтр документов' }).getByRole('textbox', { name: 'Дата с' }), value: '01.01.2020' },
  },
  {
    name: 'rewards (LKA)',
    login: 'agent',
    menu: 'Вознаграждения',
    url: /\/lka\/reward$/,
    api: /\/api\/lka\/reward-agent\/rewards\/all(\?|$)/,
    method: 'POST',
    failure: 'Не удалось загрузить вознаграждения.',
    loaded: (page) => page.getByRole('table').locator('tbody tr').first(),
  },
];

async function continueSession(page: Page): Promise<void> {
  const dialog = page.getByTestId('session-continue-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await expect(dialog).toBeHidden();
}

async function closeErrorBanner(page: Page): Promise<void> {
  const banner = page.getByTestId('error-banner');
  await expect(banner).toContainText('Ошибка');
  await banner.getByRole('button', { name: 'Закрыть' }).click();
  await expect(banner).toBeHidden();
}

for (const area of LIST_AREAS) {
  test(`${area.name}: a 500/503 burst on the list offers a retry; after recovery the retry loads it and nothing typed is lost`, async ({ page }) => {
    await enterSignedIn(page, area.login);
    await expect(cabinetMenu(page)).toBeVisible();
    // The landing page's own calls (e.g. the latest registries on /lkk/main) must not meet the burst.
    await page.waitForLoadState('networkidle');
    const burst = await serverErrorBurst(page, area.api, area.method);
    if (area.open) await area.open(page);
    else await cabinetMenu(page).getByRole('link', { name: area.menu }).click();
    await expect(page).toHaveURL(area.url);

    // The 500: the session-continue dialog; 'Продолжить' leaves the user on the page with a retry.
    await continueSession(page);
    const failure = page.getByRole('alert').filter({ hasText: area.failure });
    await expect(failure).toBeVisible();

    if (area.typed) {
      await area.typed.field(page).fill(area.typed.value);
      await area.typed.field(page).press('Tab');
      if (area.typed.committed) {
        const before = burst.injected;
        await expect(page).toHaveURL(area.typed.committed);
        await expect.poll(() => burst.injected).toBeGreaterThan(before);
        await closeErrorBanner(page);
        await expect(failure).toBeVisible();
      }
    }
    // A retry while the server still fails meets the 503: the error banner, the retry still offered.
    await failure.getByRole('button', { name: 'Повторить' }).click();
    await expect.poll(() => burst.injected).toBeGreaterThanOrEqual(2);
    await closeErrorBanner(page);
    await expect(failure).toBeVisible();
    if (area.typed) await expect(area.typed.field(page)).toHaveValue(area.typed.value);

    burst.recover();
    await failure.getByRole('button', { name: 'Повторить' }).click();
    await expect(area.loaded(page)).toBeVisible();
    await expect(failure).toHaveCount(0);
    if (area.typed) await expect(area.typed.field(page)).toHaveValue(area.typed.value);
  });
}

test('EDM (LKK): refusing meets a 500/503 burst; the typed reason stays and the refusal goes through after recovery', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto(`/lkk/edo?status=${encodeURIComponent('Требуется подпись')}`);
  const rows = page.getByRole('table', { name: 'Входящие документы' }).locator('tbody tr');
  const first = rows.first();
  await expect(first).toContainText('Требуется подпись');
  const number = (await first.locator('td').nth(2).textContent())?.trim() ?? '';
  await first.getByRole('checkbox').check();
  await page.getByRole('toolbar', { name: 'Действия с документами' }).getByRole('button', { name: 'Отказать в подписи' }).click();
  const dialog = page.getByTestId('edm-refuse-dialog');
  await dialog.getByLabel('Причина отказа').fill('Неверная сумма в акте');

  const burst = await serverErrorBurst(page, /\/api\/edm\/refuse(\?|$)/, 'POST');
  await dialog.getByRole('button', { name: 'Отказать' }).click();
  await continueSession(page);
  await expect(dialog.getByLabel('Причина отказа')).toHaveValue('Неверная сумма в акте');
  await dialog.getByRole('button', { name: 'Отказать' }).click();
  await expect.poll(() => burst.injected).toBe(2);
  // The banner shows above the dialog (its own live layer); the dialog and the reason stay.
  await expect(page.getByTestId('error-banner')).toContainText('Ошибка');
  await expect(dialog.getByLabel('Причина отказа')).toHaveValue('Неверная сумма в акте');

  burst.recover();
  await dialog.getByRole('button', { name: 'Отказать' }).click();
  await expect(page.getByText('Операция выполнена')).toBeVisible();
  await expect(dialog).toBeHidden();
  await closeErrorBanner(page);
  await expect(rows.filter({ hasText: number })).toHaveCount(0);
});

test('rewards (LKA): rejecting meets a 500/503 burst; the typed reason stays and the rejection goes through after recovery', async ({ page }) => {
  await enterSignedIn(page, 'agent');
  await expect(cabinetMenu(page)).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'Вознаграждения' }).click();
  const rows = page.getByRole('table').locator('tbody tr');
  const target = rows.filter({ has: page.getByRole('button', { name: /^Отклонить/ }) }).first();
  await expect(target).toBeVisible();
  const id = await target.getAttribute('data-reward-id');
  await target.getByRole('button', { name: /^Отклонить/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Отклонение вознаграждения' });
  await dialog.getByLabel('Причина отклонения').fill('Сумма не совпадает с актом сверки');

  const burst = await serverErrorBurst(page, /\/api\/lka\/reward-agent\/rewards\/[^/]+\/reject(\?|$)/, 'POST');
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await continueSession(page);
  await expect(dialog.getByLabel('Причина отклонения')).toHaveValue('Сумма не совпадает с актом сверки');
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect.poll(() => burst.injected).toBe(2);
  // The banner shows above the dialog (its own live layer); the dialog and the reason stay.
  await expect(page.getByTestId('error-banner')).toContainText('Ошибка');
  await expect(dialog.getByLabel('Причина отклонения')).toHaveValue('Сумма не совпадает с актом сверки');

  burst.recover();
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog).toBeHidden();
  await closeErrorBanner(page);
  await expect(page.locator(`tbody tr[data-reward-id="${id}"]`).getByText('Отклонено')).toBeVisible();
});
