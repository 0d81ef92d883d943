import { expectAccessible, useTheme, type Theme } from '../support/axe';
import { E2E_BASE_URL } from '../support/ports';
import { expect, test } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';

// «Проверка рабочего места» (/check, issue 26), without signing in, against the sandbox's CryptoPro emulator.

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
  const copy = page.getByRole('button', { name: 'Скопировать отчёт' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('copy-status')).toHaveText('Отчёт скопирован в буфер обмена.');
  const report = await page.evaluate(() => navigator.clipboard.readText());
  expect(report).toContain('Проверка рабочего места');
  expect(report).toContain('Плагин');
});
