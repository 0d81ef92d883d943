import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';
import { logOutThroughConfirmation } from '../support/userMenu';

test.use({ viewport: { width: 1366, height: 768 } });

test.beforeEach(async () => {
  await resetSandbox();
});

async function startNewDocument(page: Page) {
  await page.goto('/lkk/edo');
  await page.getByRole('toolbar', { name: 'Действия с документами' }).getByRole('button', { name: 'Создать документ' }).click();
  const form = page.getByTestId('edm-document-form');
  await form.getByRole('combobox', { name: 'Тип документа' }).selectOption({ label: 'Письмо' });
  await form.getByLabel(/Файлы/).setInputFiles({ name: 'Письмо фактору.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% письмо\n') });
  await form.getByLabel('Комментарий').fill('Просим рассмотреть до пятницы');
  return form;
}

test('signing out in another tab ends this one at once; after signing in again the ЭДО form is back with its comment and type, and names the file to choose again', async ({ page, context }) => {
  await signIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await startNewDocument(page);

  // A shared office PC: the same person signs out in a second tab.
  await signOutInAnotherTab(context, '/lkk/main');

  // The first tab says so at once, over the page as it was.
  const ended = page.getByRole('alertdialog', { name: 'Сеанс завершён' });
  await expect(ended).toContainText('Сеанс завершён. Войдите снова — введённые данные сохранятся.');
  await ended.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await page.getByLabel('Имя пользователя').fill('supplier');
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();

  // Back on the same page with the draft, not on Главная.
  await expect(page).toHaveURL(/\/lkk\/edo$/);
  const form = page.getByTestId('edm-document-form');
  await expect(form.getByLabel('Комментарий')).toHaveValue('Просим рассмотреть до пятницы');
  await expect(form.getByRole('combobox', { name: 'Тип документа' })).toHaveValue(/.+/);
  await expect(form.getByRole('combobox', { name: 'Тип документа' }).locator('option:checked')).toHaveText('Письмо');
  await expect(form.getByRole('status').filter({ hasText: 'введённые данные восстановлены' })).toContainText('выберите их снова: Письмо фактору.pdf');
});

test('another person signing in after the session ended does not get the draft and lands on their own page', async ({ page, context }) => {
  await signIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await startNewDocument(page);
  await signOutInAnotherTab(context, '/lkk/main');

  await page.getByRole('alertdialog', { name: 'Сеанс завершён' }).getByRole('button', { name: 'Войти' }).click();
  await page.getByLabel('Имя пользователя').fill('principal');
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/lkp\/main$/);
  await expect(page.getByText('Просим рассмотреть до пятницы')).toHaveCount(0);
});

/** The same person, in a second tab opened at `landing`, signs out (a shared office PC). */
async function signOutInAnotherTab(context: BrowserContext, landing: string) {
  const other = await context.newPage();
  await other.goto(landing);
  await expect(cabinetMenu(other)).toBeVisible();
  await logOutThroughConfirmation(other);
  await other.close();
}

/** Another tab of the same person signs out; this tab's «Войти» and the sign-in as `login` follow. */
async function endSessionAndSignInAgain(page: Page, context: BrowserContext, login: string, landing: string) {
  await signOutInAnotherTab(context, landing);
  const ended = page.getByRole('alertdialog', { name: 'Сеанс завершён' });
  await expect(ended).toContainText('Сеанс завершён. Войдите снова — введённые данные сохранятся.');
  await ended.getByRole('button', { name: 'Войти' }).click();
  await page.getByLabel('Имя пользователя').fill(login);
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
}

test('a reward rejection typed when the session ended is back on its reward with the reason after signing in again', async ({ page, context }) => {
  await signIn(page, 'agent');
  await expect(cabinetMenu(page)).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'Вознаграждения' }).click();
  const row = page.getByRole('table').locator('tbody tr').filter({ has: page.getByRole('button', { name: /^Отклонить/ }) }).first();
  const reject = row.getByRole('button', { name: /^Отклонить/ });
  const name = (await reject.getAttribute('aria-label')) ?? '';
  await reject.click();
  const dialog = page.getByRole('alertdialog', { name: 'Отклонение вознаграждения' });
  await dialog.getByLabel('Причина отклонения').fill('Сумма не сходится с актом сверки');
  const rewardsPage = new URL(page.url()).pathname;

  await endSessionAndSignInAgain(page, context, 'agent', '/lka/supplies');

  await expect(page).toHaveURL(new RegExp(`${rewardsPage}$`));
  const restored = page.getByRole('alertdialog', { name: 'Отклонение вознаграждения' });
  await expect(restored).toContainText(`Отклонить вознаграждение ${name.replace('Отклонить: вознаграждение ', '')}?`);
  await expect(restored.getByLabel('Причина отклонения')).toHaveValue('Сумма не сходится с актом сверки');
  await expect(restored.getByRole('status')).toHaveText('Сеанс был завершён; введённые данные восстановлены.');
});

test('the settings with a typed e-mail when the session ended open again on the same page with it after signing in again', async ({ page, context }) => {
  await signIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries');
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Настройки' }).click();
  const settings = page.getByTestId('settings-dialog');
  await settings.getByLabel('Почта для уведомлений').fill('buh@romashka.example.ru');

  await endSessionAndSignInAgain(page, context, 'supplier', '/lkk/main');

  await expect(page).toHaveURL(/\/lkk\/registries$/);
  const restored = page.getByTestId('settings-dialog');
  await expect(restored.getByLabel('Почта для уведомлений')).toHaveValue('buh@romashka.example.ru');
  await expect(restored.getByRole('status')).toHaveText('Сеанс был завершён; введённые данные восстановлены.');
});
