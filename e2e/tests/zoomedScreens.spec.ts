import { expect, test, type Page } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { enterSignedIn } from '../support/signedIn';

// A 1366 × 768 laptop at 200 % zoom: a 683 × 384 viewport at device scale 2 (issue 53). Header and footer must not
// hold a quarter of the height, and a dialog must show more than one field at a time.
test.use({ viewport: { width: 683, height: 384 }, deviceScaleFactor: 2 });

test.beforeEach(async () => {
  await resetSandbox();
});

/** The share of the viewport's height the header and the footer cover now. */
function chromeShare(page: Page) {
  return page.evaluate(() => {
    const shown = (element: Element | null) => {
      if (!element) return 0;
      const box = element.getBoundingClientRect();
      return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
    };
    return (shown(document.querySelector('header')) + shown(document.querySelector('footer'))) / window.innerHeight;
  });
}

test('at 200 % zoom the header and footer leave the page its height and scroll away with it', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await page.goto('/lkk/registries');
  await expect(page.getByRole('table', { name: /^Заявки/ }).locator('tbody tr').first()).toBeVisible();
  await expect.poll(() => chromeShare(page)).toBeLessThanOrEqual(0.2);
  // Reading down the list, the header goes with the page.
  await page.mouse.move(340, 300);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => chromeShare(page)).toBeLessThanOrEqual(0.05);
});

test('at 200 % zoom a dialog shows several fields at once, its buttons in view', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await page.goto('/lkk/edo?type=outgoing');
  await page.getByRole('button', { name: 'Создать документ' }).click();
  const dialog = page.getByTestId('edm-document-form');
  await expect(dialog.getByRole('combobox', { name: 'Тип документа' })).toBeVisible();
  const fieldsInView = await dialog.locator('select, textarea, input:not([type=hidden]), button[aria-haspopup], [role=combobox]').evaluateAll((fields) => {
    const inView = fields.filter((field) => {
      const box = field.getBoundingClientRect();
      if (box.height < 8 || box.width < 8) return false;
      const body = field.closest('[data-part=body]')?.getBoundingClientRect();
      const top = Math.max(0, body?.top ?? 0);
      const bottom = Math.min(window.innerHeight, body?.bottom ?? window.innerHeight);
      return box.top >= top - 1 && box.bottom <= bottom + 1;
    });
    return new Set(inView.map((field) => field.closest('[data-scope=field][data-part=root], label, div') ?? field)).size;
  });
  expect(fieldsInView).toBeGreaterThanOrEqual(2);
  await expect(dialog.getByRole('button', { name: 'Добавить' })).toBeInViewport({ ratio: 1 });
});
