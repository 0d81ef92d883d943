import { expect, test, type Page } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { enterSignedIn } from '../support/signedIn';

// Issue 53: an accountant reconciles the limits. One free limit per contract, under the contract numbers the
// registries, reports and tariffs use; the header's sum is the main page's; a registry shows its contract's figure.

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async () => {
  await resetSandbox();
});

/** The main page's free limits: contract number → the figure shown. */
async function mainPageLimits(page: Page): Promise<{ total: string; byContract: Map<string, string> }> {
  await page.goto('/lkk/main');
  const table = page.getByTestId('main-limits');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const total = ((await table.locator('caption').innerText()).match(/Всего доступно: (.+)$/)?.[1] ?? '').trim();
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  return { total, byContract: new Map(rows.map(([contract = '', free = '']) => [contract, free])) };
}

test("the supplier's limits agree: header, main page, tariffs and a registry speak of the same contracts and figures", async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  const { total, byContract } = await mainPageLimits(page);
  expect(byContract.size).toBeGreaterThan(0);

  // The header's figure is the main page's total, and its tooltip lists the same contracts with the same figures.
  const limit = page.getByTestId('header-limit');
  await expect(limit).toContainText(total);
  await limit.hover();
  const tooltip = page.getByTestId('header-limit-tooltip');
  for (const [contract, free] of byContract) await expect(tooltip).toContainText(`${contract}: ${free} Руб.`);

  // Every contract with a limit is one the tariffs page shows.
  await page.goto('/lkk/tariffs');
  await expect(page.getByRole('heading', { level: 1, name: 'Тарифы' })).toBeVisible();
  const tariffs = page.getByTestId('cabinet-content');
  for (const contract of byContract.keys()) await expect(tariffs.getByText(contract, { exact: false }).first()).toBeVisible();

  // A registry of one of those contracts shows that contract's free limit, under that name.
  await page.goto('/lkk/registries');
  const list = page.getByRole('table', { name: /^Заявки/ });
  await expect(list.locator('tbody tr').first()).toBeVisible();
  const [contract, free] = [...byContract].find(([, figure]) => figure !== '0') ?? [];
  const row = list.locator('tbody tr').filter({ hasText: contract ?? '' }).first();
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
  const figure = page.locator('dt', { hasText: /^Свободный лимит по договору$/ }).locator('xpath=following-sibling::dd');
  await expect(figure).toHaveText(free ?? '');
});
