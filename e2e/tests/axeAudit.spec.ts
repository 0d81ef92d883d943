import { blockingViolations, EXPERIMENTAL_WCAG_RULES } from '../support/axe';
import { expect, test } from '../support/portalTest';

// The audit every a11y test relies on must see what it is for: a page with known defects fails it, by rule.
test('the accessibility audit reports an unnamed button, low contrast, an unlabelled field and an experimental WCAG rule', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="ru"><head><title>Проверка</title></head><body><main>
    <h1>Проверка</h1>
    <button type="button"><svg width="16" height="16" aria-hidden="true"></svg></button>
    <p style="color:#bbb;background:#fff">Светлый текст на белом</p>
    <input type="text">
    <table><tr><td colspan="2">Поставки</td></tr><tr><th>Сумма</th><th>Дата</th></tr><tr><td>1 000</td><td>12.05.2025</td></tr></table>
  </main></body></html>`);
  const found = (await blockingViolations(page)).map((line) => line.split(' ')[0]);
  // table-fake-caption is one of the experimental rules, on only because the audit names them.
  expect(found).toEqual(expect.arrayContaining(['button-name', 'color-contrast', 'label', 'table-fake-caption']));
  expect(EXPERIMENTAL_WCAG_RULES).toContain('table-fake-caption');
  // A plain page without defects passes.
  await page.setContent('<!doctype html><html lang="ru"><head><title>Чисто</title></head><body><main><h1>Чисто</h1><button type="button">Сохранить</button></main></body></html>');
  expect(await blockingViolations(page)).toEqual([]);
});
