import { expect, test, type Page } from '../support/portalTest';
import { E2E_BASE_URL } from '../support/ports';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

interface CabinetCase {
  login: string;
  prefix: string;
  list: string;
  /** Registries the user has at the start (sandbox README). */
  seeded: number;
  /** §4's section tabs (the sandbox's SHOW_REGISTRY_DETAIL and IS_PRINCIPAL are on) for the pages the cabinet has. */
  sections: string[];
}

const CABINETS: CabinetCase[] = [
  { login: 'supplier', prefix: '/lkk', list: '/lkk/registries', seeded: 50, sections: ['Главная', 'Отчеты'] },
  { login: 'principal', prefix: '/lkp', list: '/lkp/registries', seeded: 14, sections: ['Главная', 'Отчеты'] },
  { login: 'debtor', prefix: '/lkd', list: '/lkd/supplies', seeded: 9, sections: ['Главная', 'Отчеты', 'Вознаграждения'] },
  { login: 'agent', prefix: '/lka', list: '/lka/supplies', seeded: 14, sections: ['Главная', 'Вознаграждения'] },
];

/** The sandbox's default branch word is not set, so the portal's default applies. */
const BRANCH = 'factoring';

async function openList(page: Page, cabinet: CabinetCase): Promise<void> {
  await enterSignedIn(page, cabinet.login);
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto(cabinet.list);
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

function listRows(page: Page) {
  return page.getByRole('table').locator('tbody tr');
}

test.beforeEach(async () => {
  await resetSandbox();
});

for (const cabinet of CABINETS) {
  test.describe(`${cabinet.login} (${cabinet.prefix})`, () => {
    test('lists registries with category tabs, sorts and pages through the URL', async ({ page }) => {
      await openList(page, cabinet);
      await expect(page.getByRole('tab')).toHaveText(['Подтверждение поставок', 'Заявки', 'Финансирование', ...cabinet.sections]);
      await expect(page.getByRole('tab', { name: 'Подтверждение поставок' })).toHaveAttribute('aria-selected', 'true');
      await expect(listRows(page).first()).toBeVisible();

      const numberHeader = page.getByRole('columnheader', { name: /^Номер: / });
      await page.getByRole('button', { name: 'Номер: сортировать по возрастанию' }).click();
      await expect(page).toHaveURL(/sort=number&dir=asc/);
      await expect(numberHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const ascending = await listRows(page).locator('td:first-child').allTextContents();
      expect([...ascending].sort((a, b) => a.localeCompare(b, 'ru', { numeric: true }))).toEqual(ascending);
      await page.getByRole('button', { name: 'Номер: сортировать по убыванию' }).click();
      await expect(page).not.toHaveURL(/dir=asc/);
      await expect(numberHeader).toHaveAttribute('aria-sort', 'descending');

      await page.getByRole('tab', { name: 'Заявки' }).click();
      await expect(page).toHaveURL(/tab=agentApplication/);
      await page.getByRole('tab', { name: 'Подтверждение поставок' }).click();
      await expect(page).toHaveURL(/tab=supplies/);
      await page.getByLabel('Строк на странице').selectOption('10');
      await expect(page).toHaveURL(/size=10/);
      // The previous page stays shown (dimmed) until the new one arrives.
      await expect.poll(() => listRows(page).count()).toBeLessThanOrEqual(10);
      await expect(page.getByText(/^1–\d+ из \d+$/)).toBeVisible();
      const next = page.getByRole('button', { name: 'Вперёд' });
      if (await next.isEnabled()) {
        await next.click();
        await expect(page).toHaveURL(/page=2/);
        await expect(page.getByText(/^Страница 2 из/)).toBeVisible();
        // A reload shows the same list.
        await page.reload();
        await expect(page.getByText(/^Страница 2 из/)).toBeVisible();
        await expect(numberHeader).toHaveAttribute('aria-sort', 'descending');
        await expect(page).toHaveURL(/sort=number/);
      }
    });

    test('creates a registry, adds two documents, deletes one, opens the standalone detail and deletes the registry', async ({ page }) => {
      await openList(page, cabinet);
      await page.getByRole('button', { name: 'Создать заявку' }).click();
      const dialog = page.getByRole('dialog', { name: 'Новая заявка' });
      await expect(dialog).toBeVisible();
      const picker = dialog.getByLabel('Договор', { exact: true });
      if ((await picker.count()) > 0) {
        await expect(picker).toBeEnabled();
        // one debtor and one contract, never «Все» (a registry belongs to one contract): nothing is chosen until the user picks a contract
        const options = await picker.locator('option').allTextContents();
        expect(options[0]).toBe('Договор не выбран');
        expect(options).not.toContain('Все');
        expect(options.length).toBeGreaterThan(1);
        await picker.selectOption({ index: 1 });
      }
      await dialog.getByRole('button', { name: 'Создать' }).click();
      await expect(page).toHaveURL(new RegExp(`${cabinet.list}/\\d+$`));
      const id = page.url().split('/').pop() ?? '';
      await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Поставки' })).toBeVisible();

      await page.getByTestId('document-input').setInputFiles([
        { name: 'акт-сверки.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 акт') },
        { name: 'счёт.xml', mimeType: 'application/xml', buffer: Buffer.from('<?xml version="1.0"?><a/>') },
      ]);
      const documents = page.getByRole('list', { name: 'Документы заявки' });
      await expect(documents.getByRole('button', { name: 'Скачать акт-сверки.pdf' })).toBeVisible();
      await expect(documents.getByRole('button', { name: 'Скачать счёт.xml' })).toBeVisible();
      await expect(page.getByText('Документ добавлен').first()).toBeVisible();

      const download = page.waitForEvent('download');
      await documents.getByRole('button', { name: 'Скачать счёт.xml' }).click();
      expect((await download).suggestedFilename()).toBe('счёт.xml');

      await page.getByRole('button', { name: 'Удалить документ акт-сверки.pdf' }).click();
      await page.getByRole('alertdialog', { name: 'Удаление документа' }).getByRole('button', { name: 'Удалить' }).click();
      await expect(page.getByText('Документ удалён').first()).toBeVisible();
      await expect(documents.getByRole('button', { name: 'Скачать акт-сверки.pdf' })).toHaveCount(0);
      await expect(documents.getByRole('button', { name: 'Скачать счёт.xml' })).toBeVisible();

      await page.getByTestId('document-input').setInputFiles([{ name: 'program.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
      await expect(page.getByText(/Файл «program\.exe» не загружен/)).toBeVisible();

      // Spec §2's own form: the branch word straight after «registries».
      await page.goto(`${cabinet.prefix}/registries${BRANCH}/${id}/detail`);
      await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Документы заявки' }).getByRole('button', { name: 'Скачать счёт.xml' })).toBeVisible();
      await expect(cabinetMenu(page)).toHaveCount(0);

      if (cabinet.prefix !== '/lkd') {
        await page.goto(`${cabinet.list}?sort=create_date`);
        const row = listRows(page).filter({ has: page.getByRole('link', { name: new RegExp(`Р-${id}/`) }) });
        await expect(row).toHaveCount(1);
        await row.getByRole('button', { name: /^Удалить заявку/ }).click();
        await page.getByRole('alertdialog', { name: 'Удаление заявки' }).getByRole('button', { name: 'Удалить' }).click();
        await expect(row).toHaveCount(0);
      }
    });
  });
}

test('the duplicate check warns of supplies passed before (7001) and of wrong data (7002)', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries/7001');
  await page.getByRole('button', { name: 'Проверить на дубли' }).click();
  await expect(page.getByText('В реестре есть поставки переданные ранее')).toBeVisible();

  await page.goto('/lkk/registries/7002');
  await page.getByRole('button', { name: 'Проверить на дубли' }).click();
  await expect(page.getByText('В реестре указаны неверные данные')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ошибки проверки' }).getByRole('listitem')).toHaveCount(2);
});

test('wrong data (7002) is named by supply and field in Russian, and a refused «Отправить» says what to fix', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries/7002');
  const errors = page.getByRole('list', { name: 'Ошибки проверки' });
  await expect(errors.getByRole('listitem')).toHaveCount(2);
  for (const text of await errors.getByRole('listitem').allTextContents()) {
    expect(text).toMatch(/^Поставка «.+»: /);
    expect(text).not.toMatch(/dueDate|debtorInn/);
  }
  await expect(errors.getByRole('listitem').first()).toContainText('Срок оплаты');
  await page.getByRole('toolbar', { name: 'Действия с заявкой' }).getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('В реестре указаны неверные данные').first()).toBeVisible();
  await expect(page.getByTestId('send-refusal-hint')).toHaveText(/^Заявка не отправлена\. Исправьте данные: Поставка «.+» — подробности в разделе «Проверки»/);
  // Focus goes to the errors that say what to fix.
  await expect(errors).toBeFocused();
});

test("the debtor's list names the supplier of each registry, not the debtor itself", async ({ page }) => {
  await openList(page, CABINETS[2]!);
  const headers = await page.getByRole('table').getByRole('columnheader').allTextContents();
  expect(headers).toContain('Поставщик');
  expect(headers.some((text) => text.startsWith('Дебитор'))).toBe(false);
  const supplierColumn = headers.indexOf('Поставщик');
  await expect(listRows(page).first().locator('td').nth(supplierColumn)).not.toHaveText('—');
});

test('a clean registry with valid originals is generated after the duplicate check (7003)', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries/7003');
  const forSigning = page.getByRole('region', { name: 'Документы на подпись' });
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
  // The files come in a call of their own after the heading: counted once their section is on screen, not before.
  await expect(forSigning).toBeVisible();
  const before = await forSigning.getByRole('listitem').count();
  await page.getByRole('button', { name: 'Проверить на дубли' }).click();
  await expect(forSigning.getByRole('listitem')).toHaveCount(before + 1);
});

test('the agent is warned when the contract was not passed to the factor (7101)', async ({ page }) => {
  await enterSignedIn(page, 'agent');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lka/supplies/7101');
  await expect(page.getByText('Внимание! Контракт с данными реквизитами не передан фактору')).toBeVisible();
});

test('registry tabs follow the environment flags', async ({ page }) => {
  const response = await fetch(`${E2E_BASE_URL}/__sandbox/env/IS_CHECH_AGENT/off`, { method: 'POST' });
  expect(response.ok).toBe(true);
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries');
  await expect(page.getByRole('tab')).toHaveText(['Подтверждение поставок', 'Финансирование', 'Главная', 'Отчеты']);
});

test('§4’s section tabs show the cabinet’s own pages inside the list page, by the arrow keys and by their address', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries?tab=reports');
  const reports = page.getByRole('tab', { name: 'Отчеты', exact: true });
  await expect(reports).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2, name: 'Отчеты' })).toBeVisible();
  await expect(panel.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заявки');
  await reports.focus();
  await page.keyboard.press('ArrowLeft');
  const main = page.getByRole('tab', { name: 'Главная', exact: true });
  await expect(main).toBeFocused();
  await expect(main).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=main/);
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Главная' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Главная', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Подтверждение поставок' }).click();
  await expect(page).toHaveURL(/tab=supplies/);
  await expect(listRows(page).first()).toBeVisible();
});
