import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

test.beforeEach(async () => {
  await resetSandbox();
});

/** Decision 0043: what was typed into a dialog is not lost to the browser's Back without a question. */
test('Back with a half-filled ЭДО dialog asks first: «Отмена» keeps the dialog and the comment, «Уйти без сохранения» goes back', async ({ page }) => {
  const browserDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await page.goto('/lkk/edo?type=outgoing');
  await expect(page.getByRole('heading', { name: 'ЭДО', level: 1 })).toBeVisible();
  await page.getByRole('toolbar', { name: 'Действия с документами' }).getByRole('button', { name: 'Создать документ' }).click();
  const form = page.getByTestId('edm-document-form');
  await form.getByLabel('Комментарий').fill('Просим подписать до пятницы');

  await page.goBack();
  const question = page.getByRole('alertdialog', { name: 'Изменения не сохранены' });
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/\/lkk\/edo\?type=outgoing$/);
  await question.getByRole('button', { name: 'Отмена' }).click();
  await expect(question).toBeHidden();
  await expect(form.getByLabel('Комментарий')).toHaveValue('Просим подписать до пятницы');

  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Уйти без сохранения' }).click();
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(form).toHaveCount(0);
  expect(browserDialogs).toEqual([]);
});

test('Back with an untouched dialog leaves at once, in one press', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await page.goto('/lkk/edo?type=outgoing');
  await page.getByRole('toolbar', { name: 'Действия с документами' }).getByRole('button', { name: 'Создать документ' }).click();
  await expect(page.getByTestId('edm-document-form')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

/** Decision 0044: the login form's history entry, behind the cabinet, never shows a signed-in user «Время на вход истекло». */
test('Back after signing in stays in the portal, never on the identity provider’s expired page', async ({ page }) => {
  await signIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(cabinetMenu(page)).toBeVisible();
  // The entry behind the cabinet is the login form's.
  await page.goBack();
  await expect(cabinetMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(page.getByText('Время на вход истекло')).toHaveCount(0);
});
