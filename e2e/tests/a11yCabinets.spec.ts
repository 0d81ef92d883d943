import { expectAccessible, useTheme, withApiHeld, type Theme } from '../support/axe';
import { DEMO_USERS } from '../support/demoUsers';
import { expect, test } from '../support/portalTest';
import { cabinetMenu } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

// axe-core over every page of every cabinet's menu, in both themes, with the user menu open once per page set:
// 0 serious or critical violations. Each page twice: while its data is on the way (every /api/ answer held back:
// skeletons, loading states) and once it has settled.
const THEMES: Theme[] = ['light', 'dark'];

for (const user of DEMO_USERS.filter((demo) => demo.login !== 'multi')) {
  for (const theme of THEMES) {
    test(`every page of the ${user.scope} cabinet is accessible in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(180_000);
      await enterSignedIn(page, user.login, new RegExp(`${user.landing}$`));
      await useTheme(page, theme);
      const menu = cabinetMenu(page);
      await expect(menu.getByRole('link')).toHaveText(user.menu);

      let loadingAudits = 0;
      for (const label of user.menu) {
        await withApiHeld(page, async (held) => {
          await menu.getByRole('link', { name: label, exact: true }).click();
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          // A page whose data is still cached asks nothing: there is no loading state to audit.
          const asking = await expect
            .poll(held, { timeout: 3_000 })
            .toBeGreaterThan(0)
            .then(() => true)
            .catch(() => false);
          if (!asking) return;
          loadingAudits += 1;
          await expectAccessible(page, { label: `${user.scope} «${label}» while loading, ${theme}` });
        });
        // Skeletons gone: the page shows its data (or its empty state), not placeholders.
        await expect(page.locator('.chakra-skeleton, [data-scope="skeleton"]')).toHaveCount(0, { timeout: 20_000 });
        await expectAccessible(page, { label: `${user.scope} «${label}», ${theme}` });
      }
      // The landing page's data is cached when its menu entry is clicked; every other page loads.
      expect(loadingAudits).toBeGreaterThanOrEqual(user.menu.length - 1);

      await page.getByRole('button', { name: 'Меню пользователя' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page, { label: `${user.scope} user menu, ${theme}` });
      // The settings dialog (its code comes on demand) opens in every cabinet and closes with Escape.
      await page.getByRole('menuitem', { name: 'Настройки' }).click();
      await expect(page.getByTestId('settings-dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('settings-dialog')).toBeHidden();
    });
  }
}
