import path from 'node:path';
import { expectAccessible, useTheme, type Theme } from '../support/axe';
import { E2E_BASE_URL, REPO_ROOT } from '../support/ports';
import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';

// «Проверка рабочего места» (/check, decision 0028), without signing in, against the sandbox's CryptoPro emulator.

async function setEmulatorMode(mode: string): Promise<void> {
  const response = await fetch(`${E2E_BASE_URL}/__sandbox/cryptopro/mode`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mode }) });
  if (!response.ok) throw new Error(`mode ${mode}: ${response.status}`);
}

test.beforeEach(async () => {
  await resetSandbox();
});

const THEMES: Theme[] = ['light', 'dark'];

for (const theme of THEMES) {
  test(`opens without signing in and finds everything ready with a working plug-in (${theme})`, async ({ page }) => {
    await page.goto('/check');
    await useTheme(page, theme);
    await expect(page).toHaveURL(/\/check$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Проверка рабочего места' })).toBeVisible();
    await expect(page.getByTestId('check-progress')).toContainText('Всё готово к подписанию', { timeout: 30_000 });
    const rows = page.getByRole('list', { name: 'Результаты проверки' }).locator(':scope > li');
    // eight checks; the eighth (the personal account) waits for a sign-in
    await expect(rows).toHaveCount(8);
    await expectAccessible(page, { label: `/check, all ready, ${theme}` });
    // What a user sees (docs/workstation-check.md), made by this test.
    if (theme === 'light') await page.screenshot({ path: path.join(REPO_ROOT, 'docs', 'workstation-check-ready.png'), fullPage: true });
  });
}

/** Each branch the emulator can drive: the row that must say what is wrong, and the state it must be in. */
const BRANCHES: Array<{ mode: string; row: string; state: RegExp }> = [
  { mode: 'old-plugin', row: 'plugin', state: /^error$/ },
  { mode: 'extension-disabled', row: 'plugin', state: /^error$/ },
  { mode: 'no-csp', row: 'csp', state: /^error$/ },
  { mode: 'old-csp', row: 'csp', state: /^error$/ },
  { mode: 'no-certificates', row: 'certificates', state: /^error$/ },
  { mode: 'expired', row: 'certificates', state: /^(error|warning)$/ },
  { mode: 'expiring', row: 'certificates', state: /^warning$/ },
  { mode: 'no-private-key', row: 'certificates', state: /^(error|warning)$/ },
  { mode: 'signature-failure', row: 'signature', state: /^error$/ },
];

for (const { mode, row, state } of BRANCHES) {
  test(`emulator «${mode}»: the «${row}» row says so and how to fix it`, async ({ page }) => {
    await setEmulatorMode(mode);
    // The extension that never answers: the plug-in's loader gives up after its own time-out (20 s by default).
    if (mode === 'extension-disabled') await page.addInitScript(() => Object.assign(window, { cadesplugin_load_timeout: 1_500 }));
    await page.goto('/check');
    await expect(page.getByTestId('check-progress')).not.toContainText('Идёт проверка', { timeout: 40_000 });
    const line = page.getByTestId(`check-${row}`);
    await expect(line).toHaveAttribute('data-state', state);
    await expect(line).toContainText('Как исправить');
    await expect(page.getByTestId('check-progress')).toContainText(/Найден[аоы]? \d+ проблем|Всё готово/);
    await expectAccessible(page, { label: `/check, emulator ${mode}` });
  });
}

test('without the plug-in says how many problems there are and how to install it; the report is copied with the keyboard', async ({ page, context }) => {
  await setEmulatorMode('absent');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  await page.goto('/check');
  const progress = page.getByTestId('check-progress');
  await expect(progress).toContainText(/Найден[аоы]? \d+ проблем/, { timeout: 40_000 });
  await expect(page.getByRole('list', { name: 'Результаты проверки' })).toContainText('Как исправить');
  await expectAccessible(page, { label: '/check, no plug-in' });
  await page.screenshot({ path: path.join(REPO_ROOT, 'docs', 'workstation-check-no-plugin.png'), fullPage: true });
  const copy = page.getByRole('button', { name: 'Скопировать отчёт' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('copy-status')).toHaveText('Отчёт скопирован в буфер обмена.');
  const report = await page.evaluate(() => navigator.clipboard.readText());
  expect(report).toContain('Проверка рабочего места');
  expect(report).toContain('Плагин');
});

test('a computer clock 10 minutes off the server\'s is an error with the fix', async ({ page }) => {
  // The page's clock runs from ten minutes ahead; the server's Date header tells the real time.
  await page.clock.install({ time: new Date(Date.now() + 10 * 60 * 1000) });
  await page.goto('/check');
  await expect(page.getByTestId('check-progress')).not.toContainText('Идёт проверка', { timeout: 40_000 });
  const clock = page.getByTestId('check-clock');
  await expect(clock).toHaveAttribute('data-state', 'error');
  await expect(clock).toContainText('Как исправить');
  await expectAccessible(page, { label: '/check, clock 10 minutes ahead' });
});


test('the sign-in page and /ukep lead to the check', async ({ page }) => {
  await page.goto('/lkk/main');
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await page.getByRole('link', { name: 'Проверка рабочего места' }).click();
  await expect(page).toHaveURL(/\/check$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Проверка рабочего места' })).toBeVisible();
  await page.getByRole('link', { name: 'Вход по УКЭП' }).click();
  await expect(page).toHaveURL(/\/ukep$/);
  await page.getByRole('link', { name: 'Проверка рабочего места' }).click();
  await expect(page).toHaveURL(/\/check$/);
});

test('works with the keyboard alone: every control is reached with Tab in reading order, «Проверить снова» runs again', async ({ page }) => {
  await page.goto('/check');
  const progress = page.getByTestId('check-progress');
  await expect(progress).toContainText('Всё готово к подписанию', { timeout: 30_000 });
  const reached: string[] = [];
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element && element !== document.body ? (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() : '';
    });
    if (name && !reached.includes(name)) reached.push(name);
  }
  const order = ['Скопировать отчёт', 'Проверить снова', 'Войти в личный кабинет', 'Вход по УКЭП'].map((name) => reached.indexOf(name));
  expect(order.every((index) => index >= 0), `reached with Tab: ${reached.join(' | ')}`).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await page.getByRole('button', { name: 'Проверить снова' }).focus();
  await page.keyboard.press('Enter');
  await expect(progress).toContainText('Всё готово к подписанию', { timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Результаты проверки' }).locator(':scope > li[data-state="ok"]')).toHaveCount(7);
});
