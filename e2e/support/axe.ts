/**
 * Accessibility audits with axe-core: 0 serious or critical violations on every page and dialog,
 * in light and dark theme. Each audit is counted so the suite's summary can say how many pages were audited.
 *
 * Rules: every WCAG 2.0, 2.1 and 2.2 A/AA rule of the current axe-core, including the ones axe marks
 * experimental (they are off by default and a release later become defaults, as label-content-name-mismatch did in
 * 4.14). Left off, and why:
 * - the AAA rules (wcag2aaa): the portal's target is AA;
 * - `focus-order-semantics` and `hidden-content`: experimental best practices, not WCAG criteria; hidden-content
 *   reports every hidden element for a human to review and never fails;
 * - `wcag2a-obsolete` rules (duplicate-id…): criterion 4.1.1 was removed from WCAG 2.2.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route } from '@playwright/test';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** axe's experimental rules with a WCAG A/AA tag (axe-core 4.14.1): switched on by name, since tags alone skip them. */
export const EXPERIMENTAL_WCAG_RULES = ['css-orientation-lock', 'p-as-heading', 'table-fake-caption', 'td-has-header'];
/** Where each audit appends one line; scripts/testSummary.mjs counts them. */
const AUDIT_LOG = process.env.E2E_AXE_LOG ?? path.join(__dirname, '..', 'test-results', 'axe-audits.log');

export type Theme = 'light' | 'dark';

/** Local storage key of the user's theme choice (host/src/theme/themeChoice.ts). */
const THEME_CHOICE_KEY = 'portal.theme';

/**
 * Picks the theme as the user menu's switch would (it stores the choice) and reloads, so the whole page is
 * drawn in it. Call after sign-in, on the page to audit.
 */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [THEME_CHOICE_KEY, theme] as const);
  await page.reload();
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

/** Waits until no CSS animation or transition is running (dialogs, skeletons' fade-ins, menus). */
export async function settleAnimations(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document.getAnimations().filter((animation) => {
            // Endless animations (spinners, skeleton shimmer) never settle; they are not what is audited.
            const timing = animation.effect?.getComputedTiming();
            return animation.playState === 'running' && timing?.iterations !== Infinity;
          }).length,
        ),
      { timeout: 5_000 },
    )
    .toBe(0);
}

export interface AuditOptions {
  /** A name for the audit in failures and in the count (e.g. 'LKK Главная, dark'). */
  label: string;
  /** Audit only this part (e.g. '[role=dialog]'); the whole page by default. */
  include?: string;
}

/**
 * Runs axe-core on the page as it is now and answers its serious and critical violations, one line per rule with its
 * help text and the offending elements, so a failure says what to fix.
 */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  await settleAnimations(page);
  // Legacy mode runs axe in the page itself: the default opens a blank page to merge each frame's results, which
  // doubled an audit's time (2.5 s → 1.3 s); the portal has no cross-origin frames for that mode to reach.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(WCAG_TAGS)
    .options({ rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }])) });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
          .join('\n'),
    );
}

/** Audits the page (blockingViolations) and fails on any serious or critical violation; each audit is counted. */
export async function expectAccessible(page: Page, { label, include }: AuditOptions): Promise<void> {
  const described = await blockingViolations(page, include);
  mkdirSync(path.dirname(AUDIT_LOG), { recursive: true });
  appendFileSync(AUDIT_LOG, `${JSON.stringify({ label, violations: described.length })}\n`);
  // Soft: one run lists the violations of every page audited, not only the first.
  expect.soft(described, `axe-core on «${label}»`).toEqual([]);
}

/**
 * Runs `whileLoading` while every `/api/` answer is held back (the page shows its skeletons and loading states), then
 * lets the answers through. For auditing a page as it loads, not only once it has settled.
 */
export async function withApiHeld(page: Page, whileLoading: (held: () => number) => Promise<void>): Promise<void> {
  const held: Route[] = [];
  const hold = (route: Route) => {
    held.push(route);
  };
  await page.route('**/api/**', hold);
  try {
    await whileLoading(() => held.length);
  } finally {
    await page.unroute('**/api/**', hold);
    for (const route of held) await route.continue().catch(() => undefined);
  }
}
