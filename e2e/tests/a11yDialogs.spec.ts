import { expectAccessible, useTheme as drawInTheme, type Theme } from '../support/axe';
import { E2E_BASE_URL } from '../support/ports';
import { expect, test, type Page } from '../support/portalTest';
import { resetSandbox, setRemoteOnline } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';
import { thumbprint } from '../support/certificates';

// axe-core over the detail pages, every dialog and date picker, the sign-in pages and the failed-cabinet view,
// in both themes: 0 serious or critical violations. a11yCabinets.spec.ts covers the menu pages.
const THEMES: Theme[] = ['light', 'dark'];

test.use({ viewport: { width: 1440, height: 900 } });

async function setNewEvents(on: boolean): Promise<void> {
  const response = await fetch(`${E2E_BASE_URL}/__sandbox/new-events`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ on }) });
  if (!response.ok) throw new Error(`/__sandbox/new-events: ${response.status}`);
}

async function setEmulatorMode(mode: string): Promise<void> {
  const response = await fetch(`${E2E_BASE_URL}/__sandbox/cryptopro/mode`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mode }) });
  if (!response.ok) throw new Error(`mode ${mode}: ${response.status}`);
}

/** Enters the cabinet signed in (the worker's session of the user when there is one), draws it in the theme. */
async function enter(page: Page, login: string, landing: RegExp, theme: Theme): Promise<void> {
  await enterSignedIn(page, login, landing);
  await drawInTheme(page, theme);
  await expect(cabinetMenu(page)).toBeVisible();
}

/** The principal's settings dialog, open and loaded, in the theme. */
async function openSettings(page: Page, theme: Theme) {
  await enter(page, 'principal', /\/lkp\/main$/, theme);
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Настройки' }).click();
  const settings = page.getByTestId('settings-dialog');
  await expect(settings).toBeVisible();
  await expect(settings.getByText('Загрузка...')).toHaveCount(0);
  return settings;
}

async function noSkeletons(page: Page): Promise<void> {
  await expect(page.locator('.chakra-skeleton, [data-scope="skeleton"]')).toHaveCount(0, { timeout: 20_000 });
}

test.beforeEach(async () => {
  await resetSandbox();
});

test.afterEach(async () => {
  // Remotes back online, faults, emulator modes and new-events lists off for the next spec.
  await resetSandbox();
});

for (const theme of THEMES) {
  test(`registries: create dialog, detail pages, uploads, funding date picker, confirm and signing dialogs (${theme})`, async ({ page }) => {
    test.setTimeout(180_000);
    await enter(page, 'supplier', /\/lkk\/main$/, theme);
    await page.goto('/lkk/registries');
    await expect(page.getByRole('table')).toBeVisible();
    await noSkeletons(page);

    await page.getByRole('button', { name: 'Создать заявку' }).click();
    const create = page.getByRole('dialog', { name: 'Новая заявка' });
    await expect(create).toBeVisible();
    await expectAccessible(page, { label: `LKK «Новая заявка» dialog, ${theme}` });
    // Without a contract the dialog says so (a registry belongs to one contract); audited in that state too.
    await create.getByRole('button', { name: 'Создать' }).click();
    await expect(create.getByText('Выберите договор')).toBeVisible();
    await expectAccessible(page, { label: `LKK «Новая заявка» without a contract, ${theme}` });
    await create.getByLabel('Договор', { exact: true }).selectOption({ index: 1 });
    await create.getByRole('button', { name: 'Создать' }).click();
    await expect(page).toHaveURL(/\/lkk\/registries\/\d+$/);
    const id = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
    await noSkeletons(page);
    await expectAccessible(page, { label: `LKK new registry detail, ${theme}` });

    await page.getByTestId('document-input').setInputFiles([
      { name: 'акт-сверки.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 акт') },
      { name: 'program.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    const documents = page.getByRole('list', { name: 'Документы заявки' });
    await expect(documents.getByRole('button', { name: 'Скачать акт-сверки.pdf' })).toBeVisible();
    await expect(page.getByText(/Файл «program\.exe» не загружен/)).toBeVisible();
    // The notification stack is part of what is audited.
    await expect(page.getByText('Документ добавлен').first()).toBeVisible();
    await expectAccessible(page, { label: `LKK registry detail with uploads and a refused file, ${theme}` });

    await page.getByRole('button', { name: 'Удалить документ акт-сверки.pdf' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Удаление документа' })).toBeVisible();
    await expectAccessible(page, { label: `LKK «Удаление документа» dialog, ${theme}` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.goto(`/lkk/registries/factoring/${id}/detail`);
    await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
    await noSkeletons(page);
    await expectAccessible(page, { label: `LKK standalone registry detail, ${theme}` });

    await page.goto('/lkk/registries/7004');
    await expect(page.getByRole('table', { name: 'Поставки заявки' })).toBeVisible();
    await noSkeletons(page);
    await expectAccessible(page, { label: `LKK registry 7004 with supplies, ${theme}` });

    await page.getByRole('button', { name: 'Открыть календарь: Дата финансирования' }).click();
    await expect(page.getByRole('dialog', { name: 'Календарь: Дата финансирования' })).toBeVisible();
    await expectAccessible(page, { label: `LKK funding date picker, ${theme}` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Календарь: Дата финансирования' })).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Сформировать реестр' }).click();
    await downloading;
    await expect(page.getByText('Операция выполнена').first()).toBeVisible();
    await page.getByRole('toolbar', { name: 'Действия с заявкой' }).getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByText('Действие выполнено!').first()).toBeVisible();
    await page.getByRole('toolbar', { name: 'Действия с заявкой' }).getByRole('button', { name: 'Подписать' }).click();
    const signing = page.getByTestId('registry-sign-dialog');
    await expect(signing).toBeVisible();
    const certificate = signing.getByRole('combobox', { name: 'Сертификат' });
    await expect(certificate).toBeEnabled();
    await certificate.selectOption(thumbprint('own:supplier'));
    await expectAccessible(page, { label: `LKK registry signing dialog (certificate choice), ${theme}` });
  });

  test(`rewards: detail page and the reject dialog with its error (${theme})`, async ({ page }) => {
    await enter(page, 'agent', /\/lka\/supplies$/, theme);
    await cabinetMenu(page).getByRole('link', { name: 'Вознаграждения' }).click();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();

    const reject = rows.filter({ has: page.getByRole('button', { name: /^Отклонить/ }) }).first();
    await reject.getByRole('button', { name: /^Отклонить/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Отклонение вознаграждения' });
    await dialog.getByRole('button', { name: 'Отклонить' }).click();
    await expect(dialog.getByText('Укажите причину отклонения')).toBeVisible();
    await expect(dialog.getByLabel('Причина отклонения')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Причина отклонения')).toHaveAccessibleDescription('Укажите причину отклонения');
    await expectAccessible(page, { label: `LKA «Отклонение вознаграждения» dialog with its error, ${theme}` });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/lka\/reward\/\d+\/detail$/);
    await expect(page.getByRole('heading', { name: 'Документы' })).toBeVisible();
    await noSkeletons(page);
    await expectAccessible(page, { label: `LKA reward detail, ${theme}` });
  });

  test(`EDM: document form, edit, sign, delete, download, refuse and check dialogs, date picker (${theme})`, async ({ page }) => {
    test.setTimeout(180_000);
    await enter(page, 'supplier', /\/lkk\/main$/, theme);
    const toolbar = page.getByRole('toolbar', { name: 'Действия с документами' });
    const action = (name: string) => toolbar.getByRole('button', { name });

    await page.goto(`/lkk/edo?type=outgoing&status=${encodeURIComponent('На подписи')}`);
    const outgoing = page.getByRole('table', { name: 'Исходящие документы' }).locator('tbody tr');
    await expect(outgoing.first()).toContainText('На подписи');

    await action('Создать документ').click();
    const form = page.getByTestId('edm-document-form');
    await form.getByRole('combobox', { name: 'Тип документа' }).selectOption({ label: 'Письмо' });
    await form.getByLabel(/Файлы/).setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(form.getByText(/^Недопустимый тип файла «setup\.exe»/)).toBeVisible();
    await expectAccessible(page, { label: `LKK EDM new document form with a refused file, ${theme}` });
    // A chosen type is something entered: Escape asks before it is thrown away (decision 0059).
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: 'Изменения не сохранены' });
    await expect(question).toBeVisible();
    await expectAccessible(page, { label: `LKK EDM «Изменения не сохранены» over the document form, ${theme}` });
    await question.getByRole('button', { name: 'Закрыть без сохранения' }).click();
    await expect(form).toHaveCount(0);

    await outgoing.first().getByRole('checkbox').check();
    await action('Изменить').click();
    await expect(page.getByTestId('edm-document-form')).toBeVisible();
    await expectAccessible(page, { label: `LKK EDM edit document form, ${theme}` });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('edm-document-form')).toHaveCount(0);

    await action('Подписать').click();
    const signing = page.getByTestId('edm-sign-dialog');
    await signing.getByRole('combobox', { name: 'Сертификат' }).selectOption(thumbprint('own:supplier'));
    await expectAccessible(page, { label: `LKK EDM signing dialog (certificate choice), ${theme}` });
    await page.keyboard.press('Escape');
    await expect(signing).toHaveCount(0);

    await action('Удалить').click();
    await expect(page.getByTestId('edm-delete-dialog')).toBeVisible();
    await expectAccessible(page, { label: `LKK EDM delete dialog, ${theme}` });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('edm-delete-dialog')).toHaveCount(0);

    await action('Скачать').click();
    await expect(page.getByTestId('edm-download-dialog')).toBeVisible();
    await expectAccessible(page, { label: `LKK EDM download dialog, ${theme}` });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('edm-download-dialog')).toHaveCount(0);

    await page.goto(`/lkk/edo?status=${encodeURIComponent('Требуется подпись')}`);
    const incoming = page.getByRole('table', { name: 'Входящие документы' }).locator('tbody tr');
    await expect(incoming.first()).toContainText('Требуется подпись');
    await incoming.first().getByRole('checkbox').check();
    await action('Отказать в подписи').click();
    const refuse = page.getByTestId('edm-refuse-dialog');
    await refuse.getByRole('button', { name: 'Отказать' }).click();
    await expect(refuse.getByText('Укажите причину отказа')).toBeVisible();
    await expectAccessible(page, { label: `LKK EDM refuse dialog with its error, ${theme}` });
    await page.keyboard.press('Escape');
    await expect(refuse).toHaveCount(0);

    await action('Проверить подпись').click();
    const check = page.getByTestId('edm-check-dialog');
    await expect(check.getByRole('table')).toBeVisible();
    await expectAccessible(page, { label: `LKK EDM signature check dialog, ${theme}` });
    await page.keyboard.press('Escape');
    await expect(check).toHaveCount(0);

    await page.getByRole('button', { name: 'Открыть календарь: Дата с' }).click();
    await expect(page.getByRole('dialog', { name: 'Календарь: Дата с' })).toBeVisible();
    await expectAccessible(page, { label: `LKK EDM date picker, ${theme}` });
  });

  test(`reports: every report tab (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await enter(page, 'supplier', /\/lkk\/main$/, theme);
    await cabinetMenu(page).getByRole('link', { name: 'Отчеты' }).click();
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const names = await tabs.allTextContents();
    expect(names.length).toBeGreaterThan(1);
    for (const name of names.slice(1)) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await noSkeletons(page);
      await expectAccessible(page, { label: `LKK report «${name}», ${theme}` });
    }
  });

  // The events and settings audits were one test each, up to 120 s and 60 s, and ran out of time on a busy machine:
  // each dialog is a test of its own now, small enough to keep well inside the default time-out under load.
  test(`events: the new-events dialog (${theme})`, async ({ page }) => {
    await setNewEvents(true);
    await signIn(page, 'supplier');
    const newEvents = page.getByRole('dialog', { name: 'Список новых событий' });
    await expect(newEvents).toBeVisible();
    await drawInTheme(page, theme);
    await expect(newEvents).toBeVisible();
    await expect(newEvents.getByRole('columnheader').first()).toBeVisible();
    await expectAccessible(page, { label: `LKK «Список новых событий» dialog, ${theme}` });
    await newEvents.getByRole('button', { name: 'Закрыть' }).first().click();
    await expect(newEvents).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'События по группам' })).toBeVisible();
  });

  test(`events: the group date picker and event details with picked files (${theme})`, async ({ page }) => {
    await enter(page, 'supplier', /\/lkk\/main$/, theme);
    await expect(page.getByRole('heading', { name: 'События по группам' })).toBeVisible();
    await page.getByRole('group', { name: 'Группы событий' }).getByRole('button').first().click();
    await expect(page.getByTestId('event-group')).toBeVisible();
    await noSkeletons(page);
    await page.getByRole('button', { name: 'Открыть календарь: Дата' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Календарь: Дата' }).first()).toBeVisible();
    await expectAccessible(page, { label: `LKK events group date picker, ${theme}` });
    await page.keyboard.press('Escape');

    await cabinetMenu(page).getByRole('link', { name: 'События' }).click();
    await page.getByRole('group', { name: 'Категория событий' }).getByRole('button', { name: 'События по договорам' }).click();
    await page.getByRole('button', { name: /^Запрос документов по поставке/ }).click();
    const details = page.getByTestId('event-details');
    await expect(details.getByTestId('uploaded-count')).toHaveText('1');
    await details.getByLabel('Выберите файлы для «Акт сверки взаиморасчётов»').setInputFiles([
      { name: 'акт-сверки.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 act') },
    ]);
    await expect(details.getByText('акт-сверки.pdf')).toBeVisible();
    await noSkeletons(page);
    await expectAccessible(page, { label: `LKK event details with a picked file, ${theme}` });
  });

  test(`settings: the dialog and the change-password dialog over it (${theme})`, async ({ page }) => {
    const settings = await openSettings(page, theme);
    await expectAccessible(page, { label: `LKP settings dialog, ${theme}` });

    // A user with a password changes it in the change-password dialog, over the settings (the current password is
    // asked for); audited there, then cancelled.
    await settings.getByTestId('password-row').getByRole('button', { name: 'Изменить' }).click();
    const change = page.getByTestId('change-password-dialog');
    await expect(change).toBeVisible();
    await expectAccessible(page, { label: `LKP change-password dialog over the settings, ${theme}` });
    await change.getByRole('button', { name: 'Отмена' }).click();
    await expect(change).toHaveCount(0);
    await expect(settings).toBeVisible();
  });

  test(`settings: adding a certificate and an МЧД, both refused (${theme})`, async ({ page }) => {
    const settings = await openSettings(page, theme);
    const certificates = settings.getByTestId('login-certificates');
    await certificates.getByRole('button', { name: 'Добавить сертификат' }).click();
    const picker = certificates.getByRole('combobox', { name: 'Сертификат' });
    await expect(picker).toBeEnabled();
    await picker.selectOption(thumbprint('other-person'));
    await certificates.getByRole('button', { name: 'Сохранить' }).click();
    await expect(certificates.getByTestId('certificate-problem')).toBeVisible();
    await expectAccessible(page, { label: `LKP settings: adding a certificate, refused, ${theme}` });

    const powers = settings.getByTestId('powers-of-attorney');
    await powers.getByRole('button', { name: 'Добавить МЧД' }).click();
    await powers.getByLabel('Загрузите файл МЧД в формате xml').setInputFiles({ name: 'mchd.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
    await expect(powers.getByTestId('power-of-attorney-problem')).toHaveText('Неверный формат файла!');
    await expectAccessible(page, { label: `LKP settings: adding an МЧД, refused, ${theme}` });
    await settings.getByRole('button', { name: 'Закрыть' }).first().click();
    await expect(settings).toHaveCount(0);
  });

  test(`the logout confirmation (${theme})`, async ({ page }) => {
    await enter(page, 'principal', /\/lkp\/main$/, theme);
    await page.getByRole('button', { name: 'Меню пользователя' }).click();
    await page.getByRole('menuitem', { name: 'Выход' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Вы действительно хотите выйти?');
    await expectAccessible(page, { label: `LKP logout confirmation, ${theme}` });
  });

  test(`the forced password change dialog with the server's error (${theme})`, async ({ page }) => {
    await signIn(page, 'newcomer');
    const dialog = page.getByTestId('change-password-dialog');
    await expect(dialog).toBeVisible();
    await drawInTheme(page, theme);
    await expect(dialog).toBeVisible();
    await expectAccessible(page, { label: `forced password change dialog, ${theme}` });
    await dialog.getByLabel('Текущий пароль').fill('wrong');
    await dialog.getByLabel('Новый пароль').fill('Newcomer_1');
    await dialog.getByLabel('Подтверждение пароля').fill('Newcomer_2');
    await dialog.getByLabel('Подтверждение пароля').press('Tab');
    const confirmation = dialog.getByLabel('Подтверждение пароля');
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    // The mismatch message is the field's description, so a screen reader reads it with the field.
    await expect(confirmation).toHaveAccessibleDescription(/\S/);
    // «Изменить» stays enabled (a pressed incomplete form marks its fields and sends nothing): it never looks dead.
    await expect(dialog.getByRole('button', { name: 'Изменить' })).toBeEnabled();
    await expectAccessible(page, { label: `forced password change dialog with a mismatch, ${theme}` });
  });

  test(`the /ukep sign-in page, with a refused certificate and without the plug-in (${theme})`, async ({ page }) => {
    await page.goto('/ukep');
    await drawInTheme(page, theme);
    const picker = page.getByRole('combobox', { name: 'Сертификат' });
    await expect(picker).toBeEnabled();
    await expectAccessible(page, { label: `/ukep sign-in page, ${theme}` });
    await picker.selectOption(thumbprint('own:debtor'));
    await page.getByRole('button', { name: 'Войти по УКЭП' }).click();
    await expect(page.getByTestId('ukep-problem')).toBeVisible();
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(picker).toHaveAccessibleDescription((await page.getByTestId('ukep-problem').textContent()) ?? '?');
    await expectAccessible(page, { label: `/ukep with a refused certificate, ${theme}` });

    await setEmulatorMode('absent');
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Плагин недоступен' })).toBeVisible();
    await expectAccessible(page, { label: `/ukep without the plug-in, ${theme}` });
  });

  test(`the identity provider's login page, empty and after a wrong password (${theme} colour scheme)`, async ({ page }) => {
    // The sandbox's login page has one look; the browser's colour scheme is set so both preferences are audited.
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
    await expectAccessible(page, { label: `identity provider login page, ${theme}` });
    await page.getByLabel('Имя пользователя').fill('agent');
    await page.getByLabel('Пароль').fill('wrong');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Неверное имя пользователя или пароль')).toBeVisible();
    await expect(page.getByLabel('Пароль')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Пароль')).toHaveAccessibleDescription('Неверное имя пользователя или пароль');
    await expectAccessible(page, { label: `identity provider login page with its error, ${theme}` });
  });

  test(`the «Не удалось загрузить кабинет» view (${theme})`, async ({ page }) => {
    await setRemoteOnline('LKK', false);
    await enterSignedIn(page, 'supplier', /\/lkk$/);
    await expect(page).toHaveURL(/\/lkk$/);
    await expect(page.getByRole('alert')).toContainText('Не удалось загрузить кабинет');
    await drawInTheme(page, theme);
    await expect(page.getByRole('alert')).toContainText('Не удалось загрузить кабинет');
    await expectAccessible(page, { label: `failed cabinet view, ${theme}` });
  });
}
