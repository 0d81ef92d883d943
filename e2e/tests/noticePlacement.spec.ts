import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { enterSignedIn } from '../support/signedIn';

/**
 * Notices never cover an action (decision 0064): a registry's «Удалить заявку», by the page title, can be pressed
 * while «Документ добавлен» shows, at a laptop, a wide laptop and a phone. The click is Playwright's own, with its
 * actionability checks (nothing else receives the click there) and no force.
 */
const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

test.beforeEach(async () => {
  await resetSandbox();
});

for (const screen of SCREENS) {
  test(`${screen.width} px: «Удалить заявку» can be pressed while a notice shows, and the notice covers no part of it`, async ({ page }) => {
    await page.setViewportSize(screen);
    await enterSignedIn(page, 'supplier');
    await expect(page.getByRole('button', { name: /Меню пользователя/ }).first()).toBeVisible();
    await page.goto('/lkk/registries');
    await expect(page.getByRole('heading', { level: 1, name: 'Заявки' })).toBeVisible();
    await page.getByRole('button', { name: 'Создать заявку' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая заявка' });
    const picker = dialog.getByLabel('Договор', { exact: true });
    if ((await picker.count()) > 0) {
      await expect(picker).toBeEnabled();
      await picker.selectOption({ index: 1 });
    }
    await dialog.getByRole('button', { name: 'Создать' }).click();
    await expect(page).toHaveURL(/\/lkk\/registries\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();

    await page.getByTestId('document-input').setInputFiles([{ name: 'акт.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 акт') }]);
    const notice = page.getByTestId('notifications').getByRole('status').filter({ hasText: 'Документ добавлен' });
    await expect(notice).toBeVisible();
    const remove = page.getByRole('button', { name: 'Удалить заявку', exact: true });
    await remove.scrollIntoViewIfNeeded();
    // Each look is one step in the page, so the notice's 10 s cannot run out between its parts: is the notice there,
    // does it lie over any part of the button, and is the button what a press at its centre reaches? Looked at again
    // until so: the «Новая заявка» dialog's backdrop fades out over the page for a moment after it closes.
    const look = () => remove.evaluate((button) => {
      const notice = [...document.querySelectorAll('[data-testid="notifications"] [role="status"]')].find((entry) => entry.textContent?.includes('Документ добавлен'));
      const b = button.getBoundingClientRect();
      const n = notice?.getBoundingClientRect();
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      return {
        noticeShown: !!n && n.width > 0,
        overlaps: !!n && n.left < b.right && b.left < n.right && n.top < b.bottom && b.top < n.bottom,
        reached: !!hit && button.contains(hit),
      };
    });
    await expect.poll(look, { message: 'with «Документ добавлен» shown, the notice covers no part of «Удалить заявку» and a press reaches it' }).toEqual({ noticeShown: true, overlaps: false, reached: true });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Удаление заявки' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await expect(confirm).toHaveCount(0);
  });
}
