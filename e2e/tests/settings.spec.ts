import { expect, test, type Page } from '../support/portalTest';
import { powerOfAttorneyXml } from '../../sandbox/src/settings/powerOfAttorneyTemplate';
import { E2E_PASSWORD_CHANGE_PATH, isPasswordChangeAction } from '../support/passwordChange';
import { resetSandbox } from '../support/sandboxControl';
import { restoreFullShapes, setShapes } from '../support/specShapes';
import { signIn } from '../support/signIn';
import { logOutThroughConfirmation } from '../support/userMenu';
import { thumbprint } from '../support/certificates';
import { enterSignedIn } from '../support/signedIn';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Настройки' }).click();
  const dialog = page.getByTestId('settings-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

function isoIn(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function russian(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

test.beforeEach(async () => {
  await resetSandbox();
});

test('adds a matching login certificate and refuses a mismatching one with the exact text', async ({ page }) => {
  await enterSignedIn(page, 'principal');
  await expect(page).toHaveURL(/\/lkp\/main$/);
  const dialog = await openSettings(page);
  const certificates = dialog.getByTestId('login-certificates');
  await certificates.getByRole('button', { name: 'Добавить сертификат' }).click();
  const picker = certificates.getByRole('combobox', { name: 'Сертификат' });
  await expect(picker).toBeEnabled();

  await picker.selectOption(thumbprint('other-person'));
  await certificates.getByRole('button', { name: 'Сохранить' }).click();
  await expect(certificates.getByTestId('certificate-problem')).toHaveText(
    'Не совпадают параметры подписи и пользователя: ФИО подписанта, ИНН подписанта, ИНН организации',
  );

  await picker.selectOption(thumbprint('own:principal'));
  await certificates.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сертификат добавлен')).toBeVisible();
  const row = certificates.getByRole('row', { name: /Кузнецова Ольга Николаевна/ });
  await expect(row).toContainText('6670123457');
  await expect(row).toContainText('667123456070');

  // Someone else's certificate.
  await certificates.getByRole('button', { name: 'Добавить сертификат' }).click();
  await certificates.getByRole('combobox', { name: 'Сертификат' }).selectOption(thumbprint('own:supplier'));
  await certificates.getByRole('button', { name: 'Сохранить' }).click();
  await expect(certificates.getByTestId('certificate-problem')).toContainText('Не совпадают параметры подписи и пользователя');

  await row.getByRole('button', { name: /Удалить сертификат/ }).click();
  await expect(page.getByText('Сертификат удалён')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('uploads an МЧД, sees it listed with the expiry notice, and deletes it', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  const dialog = await openSettings(page);
  const section = dialog.getByTestId('powers-of-attorney');
  await section.getByRole('button', { name: 'Добавить МЧД' }).click();
  const field = section.getByLabel('Загрузите файл МЧД в формате xml');

  await field.setInputFiles({ name: 'mchd.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
  await expect(section.getByTestId('power-of-attorney-problem')).toHaveText('Неверный формат файла!');
  await expect(section.getByRole('button', { name: 'Сохранить' })).toBeDisabled();

  const user = { fio: 'Иванов Иван Иванович', inn: '771234567859', innOrg: '7704012340', shortName: 'ООО "Ромашка"' };
  await field.setInputFiles({ name: 'mchd.xml', mimeType: 'application/xml', buffer: Buffer.from(powerOfAttorneyXml({ ...user, innOrg: '7707083893' }, isoIn(10))) });
  await section.getByRole('button', { name: 'Сохранить' }).click();
  await expect(section.getByTestId('power-of-attorney-problem')).toHaveText('Доверенность выдана другой организацией: ИНН 7707083893 не совпадает с ИНН организации пользователя');

  const expiry = isoIn(10);
  await field.setInputFiles({ name: 'mchd.xml', mimeType: 'application/xml', buffer: Buffer.from(powerOfAttorneyXml(user, expiry)) });
  await section.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Доверенность загружена')).toBeVisible();
  const row = section.getByRole('row', { name: /7704012340/ });
  await expect(row).toContainText(russian(expiry));
  await expect(section.getByRole('button', { name: 'Добавить МЧД' })).toBeDisabled();
  await expect(page.getByTestId('mandate-expiry')).toContainText(`Срок действия МЧД до ${russian(expiry)}`);

  await row.getByRole('button', { name: /Удалить доверенность/ }).click();
  await expect(page.getByText('Доверенность удалена')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('mandate-expiry')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Добавить МЧД' })).toBeEnabled();
});

test('downloads a document template as a file', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  const dialog = await openSettings(page);
  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('document-templates').getByRole('button', { name: 'Машиночитаемая доверенность (МЧД), образец' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Образец_МЧД.xml');
});

test('changes the password from the settings row in the change-password dialog (current password asked); the old one stops working', async ({ page }) => {
  await signIn(page, 'agent');
  await expect(page).toHaveURL(/\/lka\/supplies$/);
  const settings = await openSettings(page);
  // A user who has a password is not offered the PUT (the sandbox refuses it without the current password).
  const sent = page.waitForRequest(isPasswordChangeAction);
  await settings.getByTestId('password-row').getByRole('button', { name: 'Изменить' }).click();
  const dialog = page.getByTestId('change-password-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeVisible();
  await dialog.getByLabel('Текущий пароль').fill('demo');
  await dialog.getByLabel('Новый пароль').fill('Secret_1');
  await dialog.getByLabel('Подтверждение пароля').fill('Secret_1');
  await dialog.getByRole('button', { name: 'Изменить' }).click();
  expect((await sent).headers()['content-type']).toBe('application/json');
  await expect(page.getByText('Пароль успешно изменён')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await settings.getByRole('button', { name: 'Закрыть' }).first().click();

  await logOutThroughConfirmation(page);
  await signIn(page, 'agent', 'demo');
  await expect(page.getByText('Неверное имя пользователя или пароль')).toBeVisible();
  await page.getByLabel('Имя пользователя').fill('agent');
  await page.getByLabel('Пароль').fill('Secret_1');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/lka\/supplies$/);
});

test('a newcomer gets the forced password dialog without cancel, with the server message on 409', async ({ page }) => {
  await signIn(page, 'newcomer');
  const dialog = page.getByTestId('change-password-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Отмена' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Закрыть' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Текущий пароль').fill('wrong');
  await dialog.getByLabel('Новый пароль').fill('Newcomer_1');
  await dialog.getByLabel('Подтверждение пароля').fill('Newcomer_1');
  await dialog.getByRole('button', { name: 'Изменить' }).click();
  await expect(dialog.getByTestId('password-server-error')).toHaveText('Неверный текущий пароль');
  await expect(dialog.getByLabel('Новый пароль')).toHaveValue('Newcomer_1');

  await dialog.getByLabel('Текущий пароль').fill('demo');
  await dialog.getByRole('button', { name: 'Изменить' }).click();
  await expect(page.getByText('Пароль успешно изменён')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(page.getByTestId('change-password-dialog')).toHaveCount(0);
});

test('a newcomer told to change the password sees why and the rules, and «Выйти» signs out', async ({ page }) => {
  await signIn(page, 'newcomer');
  const dialog = page.getByTestId('change-password-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('forced-password-reason')).toContainText('Ваш пароль выдан временно');
  // The rules are on screen before anything is typed.
  await expect(dialog.getByTestId('password-hints')).toContainText('от 8 до 40 символов');
  await expect(dialog.getByLabel('Текущий пароль')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Изменить' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  // Signed out indeed: signing in again brings the same forced change, not a session left behind.
  await signIn(page, 'newcomer');
  await expect(page.getByTestId('change-password-dialog')).toBeVisible();
});

test('a password the shipped realm refuses gets the reason, which goes away once the field is corrected', async ({ page }) => {
  await signIn(page, 'agent');
  await expect(page).toHaveURL(/\/lka\/supplies$/);
  const settings = await openSettings(page);
  await settings.getByTestId('password-row').getByRole('button', { name: 'Изменить' }).click();
  const dialog = page.getByTestId('change-password-dialog');
  await dialog.getByLabel('Текущий пароль').fill('demo');
  await dialog.getByLabel('Новый пароль').fill('qwertyui');
  await dialog.getByLabel('Подтверждение пароля').fill('qwertyui');
  await dialog.getByRole('button', { name: 'Изменить' }).click();
  await expect(dialog.getByTestId('password-server-error')).toHaveText('Пароль должен содержать хотя бы одну цифру.');
  await expect(dialog.locator('[data-rule="digit"]')).toHaveAttribute('data-met', 'false');
  await dialog.getByLabel('Новый пароль').fill('Qwertyu1_');
  await expect(dialog.getByTestId('password-server-error')).toHaveCount(0);
  await dialog.getByLabel('Подтверждение пароля').fill('Qwertyu1_');
  await dialog.getByRole('button', { name: 'Изменить' }).click();
  await expect(page.getByText('Пароль успешно изменён')).toBeVisible();
});

test.describe('against a server that keeps only spec §7 (spec-only mode)', () => {
  test.afterEach(async () => {
    await restoreFullShapes();
  });

  test('a user who has a password changes it at the path /config names and reads «Пароль успешно изменён»', async ({ page }) => {
    await setShapes('spec');
    await signIn(page, 'supplier');
    await expect(page).toHaveURL(/\/lkk\/main$/);
    const settings = await openSettings(page);
    const sent = page.waitForRequest(isPasswordChangeAction);
    await settings.getByTestId('password-row').getByRole('button', { name: 'Изменить' }).click();
    const dialog = page.getByTestId('change-password-dialog');
    await dialog.getByLabel('Текущий пароль').fill('demo');
    await dialog.getByLabel('Новый пароль').fill('Secret_1');
    await dialog.getByLabel('Подтверждение пароля').fill('Secret_1');
    await dialog.getByRole('button', { name: 'Изменить' }).click();
    // The path /config names, not the portal's default guess (which this server does not have in the spec mode).
    expect(new URL((await sent).url()).pathname).toBe(`/api/${E2E_PASSWORD_CHANGE_PATH}`);
    await expect(page.getByText('Пароль успешно изменён')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});
