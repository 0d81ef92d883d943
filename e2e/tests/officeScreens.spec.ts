import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { settleAnimations, useTheme } from '../support/axe';
import { DEMO_USERS } from '../support/demoUsers';
import { REPO_ROOT } from '../support/ports';
import { expect, test, type Page } from '../support/portalTest';
import { cabinetMenu } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

// Every menu page of every cabinet as an office PC shows it: 1366 × 768 and 1440 × 900, the system set to dark
// (`prefers-color-scheme: dark`) and the portal's theme left as it is. Each page is one theme (header and content
// alike) with axe's colour-contrast at 0; a mouse click on a side-menu entry leaves the menu beside the page title, not
// over it; on every list the status and the actions are on screen, and at 1366 px no list scrolls sideways. The landing pages'
// pictures at 1366 px in light, dark and OS-dark go to docs/screens/ (the 390-px ones come from responsive.spec.ts).
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
];
const SCREENS_DIR = path.join(REPO_ROOT, 'docs', 'screens');

async function waitForPage(page: Page): Promise<void> {
  // Generous: a cabinet's first page downloads its remote, slow on a loaded CI machine.
  await expect(page.getByTestId('cabinet-content').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.chakra-skeleton, [data-scope="skeleton"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * The relative luminance (0 black … 1 white) of what shows behind the header and behind the content area: the first
 * opaque background from the element up.
 */
function backgroundLuminance(page: Page) {
  return page.evaluate(() => {
    const luminance = (element: Element | null): number => {
      for (let node = element; node; node = node.parentElement) {
        const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(getComputedStyle(node).backgroundColor);
        if (match && (match[4] === undefined || Number(match[4]) > 0.5)) {
          const [r, g, b] = [match[1], match[2], match[3]].map((value) => {
            const c = Number(value) / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          }) as [number, number, number];
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        }
      }
      // Nothing painted: the canvas, white unless the page's colour scheme is dark.
      return getComputedStyle(document.documentElement).colorScheme === 'dark' ? 0 : 1;
    };
    const title = document.querySelector('[data-testid="cabinet-content"] h1, main h1');
    return { header: luminance(document.querySelector('header')), content: luminance(title) };
  });
}

/** Header and content in one theme: both light (luminance over 0.4) or both dark. */
async function expectOneTheme(page: Page, where: string): Promise<void> {
  const { header, content } = await backgroundLuminance(page);
  expect.soft(header > 0.4, `${where}: the header is ${header > 0.4 ? 'light' : 'dark'} (${header.toFixed(2)}) and the content ${content > 0.4 ? 'light' : 'dark'} (${content.toFixed(2)})`).toBe(content > 0.4);
}

/** axe's colour-contrast rule alone over the whole page: every text readable on what is behind it. */
async function expectContrast(page: Page, where: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const found = results.violations.flatMap((violation) => violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`));
  expect.soft(found, `colour contrast on ${where}`).toEqual([]);
}

/** The side menu's right edge and the page title's left edge, and what is drawn at the title's start. */
function menuAndTitle(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Меню кабинета"]')!.getBoundingClientRect();
    const title = document.querySelector('[data-testid="cabinet-content"] h1')!;
    const box = title.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 2, box.top + box.height / 2);
    return { menuRight: nav.right, titleLeft: box.left, titleOnTop: hit !== null && (title.contains(hit) || hit.contains(title)) };
  });
}

/**
 * In every table on the page, the «Статус» column and the actions column (its header says «Действия», or it is the
 * last one holding buttons) of the first row: where they are against the table's visible box and the screen.
 */
function statusAndActions(page: Page) {
  return page.evaluate(() => {
    const label = (cell: Element) => (cell.textContent ?? '').replace(/[↑↓]/g, '').trim();
    const out: { table: string; column: string; visible: boolean }[] = [];
    for (const table of document.querySelectorAll<HTMLTableElement>('[data-testid="cabinet-content"] table')) {
      const headers = [...(table.tHead?.rows[0]?.cells ?? [])];
      const row = table.tBodies[0]?.rows[0];
      if (!row || row.cells.length !== headers.length) continue;
      const frame = (table.closest('[data-testid="table-scroll"]') ?? table.parentElement!).getBoundingClientRect();
      const columns = headers.map((header, index) => ({ header: label(header), index }));
      const last = columns.length - 1;
      const wanted = columns.filter(
        ({ header, index }) => header === 'Статус' || header === 'Действия' || (index === last && row.cells[last]!.querySelector('button, a') !== null),
      );
      for (const { header, index } of wanted) {
        const cell = row.cells[index]!.getBoundingClientRect();
        const visible = cell.left >= frame.left - 1 && cell.right <= frame.right + 1 && cell.left >= 0 && cell.right <= window.innerWidth;
        out.push({ table: table.caption?.textContent?.trim() ?? '(no caption)', column: header || `column ${index + 1}`, visible });
      }
    }
    return out;
  });
}

/** The lists on the page wider than their frame (each by how many pixels): at an office width none should be. */
function listsWiderThanFrame(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="cabinet-content"] [data-testid="table-scroll"]')]
      .filter((frame) => frame.scrollWidth > frame.clientWidth + 1)
      .map((frame) => `${frame.querySelector('caption')?.textContent?.trim() ?? '(no caption)'}: ${frame.scrollWidth - frame.clientWidth} px`),
  );
}

// The system in dark mode for every test here; the portal's theme is the user's to choose.
test.use({ colorScheme: 'dark' });

for (const user of DEMO_USERS.filter((demo) => demo.login !== 'multi')) {
  for (const { width, height } of SIZES) {
    test(`the ${user.scope} cabinet at ${width} × ${height} with the system in dark mode: one theme, contrast, the menu beside the page, status and actions in view`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height });
      await enterSignedIn(page, user.login);
      await expect(page).toHaveURL(new RegExp(`${user.landing}$`), { timeout: 60_000 });
      await waitForPage(page);
      // The portal's theme is left alone: light, whatever the system says.
      await expect(page.locator('html')).toHaveClass(/\blight\b/);

      for (const label of user.menu) {
        // A person's click: the pointer then rests on the entry.
        const entry = cabinetMenu(page).getByRole('link', { name: label, exact: true });
        await entry.click();
        // The page of this entry, not the one before it still on screen while the new one loads.
        await expect(entry).toHaveAttribute('aria-current', 'page');
        await waitForPage(page);
        const where = `${user.scope} «${label}» at ${width} px`;
        await settleAnimations(page);
        const { menuRight, titleLeft, titleOnTop } = await menuAndTitle(page);
        expect.soft(menuRight, `${where}: the menu reaches over the page title`).toBeLessThanOrEqual(titleLeft);
        expect.soft(titleOnTop, `${where}: something is drawn over the page title`).toBe(true);
        // Every label whole in the 200-px menu.
        expect.soft(await cabinetMenu(page).locator('a span').evaluateAll((spans) => spans.filter((span) => span.scrollWidth > span.clientWidth + 1).map((span) => span.textContent)), `${where}: cut menu labels`).toEqual([]);
        await expectOneTheme(page, where);
        await expectContrast(page, where);
        if (width === 1366) {
          const hidden = (await statusAndActions(page)).filter((column) => !column.visible);
          expect.soft(hidden, `${where}: status or actions off the screen`).toEqual([]);
          expect.soft(await listsWiderThanFrame(page), `${where}: lists that scroll sideways`).toEqual([]);
        }
      }

      if (width === 1366) {
        const scope = user.scope.toLowerCase();
        await page.goto(user.landing);
        await waitForPage(page);
        await page.mouse.move(width - 10, height - 10);
        await page.screenshot({ path: path.join(SCREENS_DIR, `${scope}-1366-os-dark.png`) });
        await page.emulateMedia({ colorScheme: 'light' });
        await page.screenshot({ path: path.join(SCREENS_DIR, `${scope}-1366-light.png`) });
        // The portal's own dark theme: one theme too, readable.
        await useTheme(page, 'dark');
        await waitForPage(page);
        await expectOneTheme(page, `${user.scope} landing page, the portal's dark theme`);
        await expectContrast(page, `${user.scope} landing page, the portal's dark theme`);
        await page.mouse.move(width - 10, height - 10);
        await page.screenshot({ path: path.join(SCREENS_DIR, `${scope}-1366-dark.png`) });
      }
    });
  }
}
