import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

test.use({ viewport: { width: 1366, height: 768 } });

test.beforeEach(async () => {
  await resetSandbox();
});

test('the first Tab reaches «Перейти к содержимому», which takes focus past the header and the menu into the page', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab is inside the page, not in the header or the side menu.
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false)).toBe(true);
});

test('after «Согласовать» focus rests on the reward’s new status in its row, not at the top of the page', async ({ page }) => {
  await enterSignedIn(page, 'agent');
  await expect(cabinetMenu(page)).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'Вознаграждения' }).click();
  const row = page.getByRole('table').locator('tbody tr').filter({ has: page.getByRole('button', { name: /^Согласовать/ }) }).first();
  const id = await row.getAttribute('data-reward-id');
  await row.getByRole('button', { name: /^Согласовать/ }).click();
  await expect(page.getByText('Операция выполнена').first()).toBeVisible();
  const focusedRow = () => page.evaluate(() => document.activeElement?.closest('[data-reward-id]')?.getAttribute('data-reward-id') ?? null);
  await expect.poll(focusedRow).toBe(id);
  await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-reward-status') ?? false)).toBe(true);
});
