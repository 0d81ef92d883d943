import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

test.beforeEach(async () => {
  await resetSandbox();
});

/** The question before unsaved ticks are lost (decision 0019), for the browser's own Back button too. */
test('Back with an unsaved tick asks first: «Отмена» keeps the page and the tick, «Уйти без сохранения» goes back', async ({ page }) => {
  const browserDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries');
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки' })).toBeVisible();
  await page.goto('/lkk/registries/7003');
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();

  const tick = page.getByRole('checkbox', { name: /^В реестр:/ }).first();
  const wasTicked = await tick.isChecked();
  await tick.click();
  await expect(tick).toBeChecked({ checked: !wasTicked });

  await page.goBack();
  const question = page.getByRole('alertdialog', { name: 'Изменения не сохранены' });
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/\/lkk\/registries\/7003$/);
  await question.getByRole('button', { name: 'Отмена' }).click();
  await expect(question).toBeHidden();
  await expect(tick).toBeChecked({ checked: !wasTicked });

  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Уйти без сохранения' }).click();
  await expect(page).toHaveURL(/\/lkk\/registries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки' })).toBeVisible();
  // The portal asked; the browser's own leave-page question did not follow.
  expect(browserDialogs).toEqual([]);
});

test('Back after the tick is taken back leaves at once, in one press', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries');
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки' })).toBeVisible();
  await page.goto('/lkk/registries/7003');
  const tick = page.getByRole('checkbox', { name: /^В реестр:/ }).first();
  await tick.click();
  await tick.click();
  await page.goBack();
  await expect(page).toHaveURL(/\/lkk\/registries$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
