import type { Page } from '@playwright/test';
import { useTheme, type Theme } from '../support/axe';
import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { enterSignedIn } from '../support/signedIn';

// The phone: the header holds only ☰ and the user menu, and the banner must leave both reachable.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async () => {
  await resetSandbox();
});

/** The registries list answers 503: spec §8 "Other failures", the red 'Ошибка' banner. */
async function showBanner(page: Page): Promise<void> {
  await page.route(/\/api\/registries(\?|$)/, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Сервис временно недоступен' }) }) : route.fallback(),
  );
  await page.goto('/lkk/registries');
  await expect(page.getByTestId('error-banner')).toContainText('Сервис временно недоступен');
}

/** WCAG contrast ratio of the banner's × (its glyph is drawn in currentColor) against the banner behind it. */
function closeButtonContrast(page: Page): Promise<number> {
  return page.getByTestId('error-banner').evaluate((banner) => {
    const close = banner.querySelector('button[aria-label="Закрыть"]')!;
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (css: string) => {
      const [r, g, b] = rgb(css).map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const glyph = luminance(getComputedStyle(close).color);
    const behind = luminance(getComputedStyle(banner).backgroundColor);
    return (Math.max(glyph, behind) + 0.05) / (Math.min(glyph, behind) + 0.05);
  });
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`the error banner at 390 px (${theme}): its × is readable, the header's ☰ and user menu stay clickable, and it leaves after the 10 s message time-out`, async ({ page }) => {
    await enterSignedIn(page, 'supplier');
    await expect(page).toHaveURL(/\/lkk\/main$/);
    await useTheme(page, theme);
    await showBanner(page);
    const banner = page.getByTestId('error-banner');

    // WCAG 1.4.11 asks 3:1 of an icon; the × reaches the 4.5:1 of text.
    // Measured until the theme's colours have settled on the freshly shown banner, not at its first frame.
    await expect.poll(() => closeButtonContrast(page)).toBeGreaterThanOrEqual(4.5);

    // A click lands on the header's buttons, not on the banner (Playwright refuses a click another element takes).
    await page.getByRole('button', { name: 'Меню кабинета' }).click({ timeout: 5_000 });
    await expect(page.getByRole('button', { name: 'Закрыть меню' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Закрыть меню' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Меню пользователя' }).click({ timeout: 5_000 });
    await expect(page.getByRole('menuitem', { name: 'Настройки' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Настройки' })).toHaveCount(0);

    // Spec §9: message time-out 10 000 ms, then it is gone without anyone closing it.
    await expect(banner).toBeVisible();
    await expect(banner).toHaveCount(0, { timeout: 20_000 });
  });
}
