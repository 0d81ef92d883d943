import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

test.use({ viewport: { width: 1366, height: 768 } });

test.beforeEach(async () => {
  await resetSandbox();
});

test('reward rejection: the reason typed at once goes into its field; Escape, × and «Отмена» ask «Изменения не сохранены» before it is lost', async ({ page }) => {
  await enterSignedIn(page, 'agent');
  await expect(cabinetMenu(page)).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'Вознаграждения' }).click();
  const target = page.getByRole('table').locator('tbody tr').filter({ has: page.getByRole('button', { name: /^Отклонить/ }) }).first();
  await target.getByRole('button', { name: /^Отклонить/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Отклонение вознаграждения' });
  const reason = dialog.getByLabel('Причина отклонения');
  await expect(reason).toBeFocused();
  await page.keyboard.type('Сумма не совпадает с актом');
  await expect(reason).toHaveValue('Сумма не совпадает с актом');

  const question = page.getByRole('alertdialog', { name: 'Изменения не сохранены' });
  for (const leave of [() => page.keyboard.press('Escape'), () => dialog.getByRole('button', { name: 'Закрыть' }).click(), () => dialog.getByRole('button', { name: 'Отмена' }).click()]) {
    await leave();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Отмена' }).click();
    await expect(question).toHaveCount(0);
    await expect(reason).toHaveValue('Сумма не совпадает с актом');
  }

  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Закрыть без сохранения' }).click();
  await expect(dialog).toHaveCount(0);
});
