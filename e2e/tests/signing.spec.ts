import { expect, test, type Page } from '../support/portalTest';
import { E2E_BASE_URL } from '../support/ports';
import { resetSandbox } from '../support/sandboxControl';
import { thumbprint } from '../support/certificates';

async function setEmulatorMode(mode: string): Promise<void> {
  const response = await fetch(`${E2E_BASE_URL}/__sandbox/cryptopro/mode`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mode }) });
  if (!response.ok) throw new Error(`mode ${mode}: ${response.status}`);
}

function certificatePicker(page: Page) {
  return page.getByRole('combobox', { name: 'Сертификат' });
}

test.beforeEach(async () => {
  await resetSandbox();
});

test('signs in on /ukep with a registered certificate and lands in the cabinet like after a password sign-in', async ({ page }) => {
  await page.goto('/ukep');
  await expect(page.getByRole('heading', { name: 'Кабинет клиента', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Кабинет клиента');
  const picker = certificatePicker(page);
  await expect(picker).toBeEnabled();
  // Only certificates valid now with a private key are offered.
  await expect(picker.locator('option', { hasText: 'Сидоров Пётр Павлович' })).toHaveCount(1);
  await expect(picker.locator(`option[value="${thumbprint('expired:supplier')}"]`)).toHaveCount(0);
  await expect(picker.locator(`option[value="${thumbprint('without-private-key:supplier')}"]`)).toHaveCount(0);
  await picker.selectOption(thumbprint('own:supplier'));
  await page.getByRole('button', { name: 'Войти по УКЭП' }).click();
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(page.getByText('Иванов Иван Иванович').first()).toBeVisible();

  // Signed in, /ukep goes back one step.
  await page.goto('/ukep');
  await expect(page).not.toHaveURL(/\/ukep$/);
});

test('refuses a certificate that is not registered for sign-in', async ({ page }) => {
  await page.goto('/ukep');
  await certificatePicker(page).selectOption(thumbprint('own:debtor'));
  await page.getByRole('button', { name: 'Войти по УКЭП' }).click();
  await expect(page.getByTestId('ukep-problem')).toHaveText('Сертификат не зарегистрирован для входа в личный кабинет. Добавьте его в настройках пользователя.');
  await expect(page).toHaveURL(/\/ukep$/);
});

for (const [mode, message] of [
  ['absent', 'Плагин недоступен'],
  ['old-plugin', 'Не поддерживаемая версия плагина'],
  ['old-csp', 'Не поддерживаемая версия CSP'],
  ['no-certificates', 'Нет доступных сертификатов'],
] as const) {
  test(`shows «${message}» when the plug-in is ${mode}`, async ({ page }) => {
    await setEmulatorMode(mode);
    await page.goto('/ukep');
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveText(message);
    await expect(page.getByRole('button', { name: 'Войти по УКЭП' })).toBeDisabled();
  });
}

test('the signing code runs under a CSP without unsafe-eval', async ({ page }) => {
  const violations: string[] = [];
  await page.route('**/ukep', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers(), 'content-security-policy': "script-src 'self'; object-src 'none'" };
    await route.fulfill({ response, headers });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/ukep');
  const picker = certificatePicker(page);
  await expect(picker).toBeEnabled();
  await picker.selectOption(thumbprint('own:supplier'));
  await page.getByRole('button', { name: 'Войти по УКЭП' }).click();
  await expect(page).toHaveURL(/\/lkk\/main$/);
  // The module-federation runtime may report its own eval fallback; none may come from the signing code.
  expect(violations.filter((text) => /cadesplugin|cryptopro|signing/i.test(text))).toEqual([]);
});
