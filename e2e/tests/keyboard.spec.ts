import { expect, test, type Locator, type Page } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { thumbprint } from '../support/certificates';
import { enterSignedIn } from '../support/signedIn';

// The main actions with the keyboard alone: after a page is reached, no click — only Tab, Shift+Tab,
// arrows, Enter, Space and Escape. Focus must be visible wherever it lands.

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async () => {
  await resetSandbox();
});

/** A short description of the focused element, for failures. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()} role=${element.getAttribute('role') ?? ''}> ${name}`;
  });
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times, and checks that the focus is
 * drawn (a focus ring: outline or box shadow) where it lands.
 */
async function tabTo(page: Page, target: Locator, { limit = 80, backwards = false } = {}): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await isFocused(target)) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `focus never reached the target; it is on ${await describeFocus(page)}`).toBe(true);
  await expectVisibleFocus(target);
}

/** The focused element shows a focus indicator (outline or ring) under :focus-visible. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const drawn = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return { focusVisible: element.matches(':focus-visible'), indicator: outline || ring };
  });
  expect(drawn, 'focus is visible').toEqual({ focusVisible: true, indicator: true });
}

/** Starts keyboard navigation from the top of the page, as after a fresh load. */
async function fromTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
  });
}

async function openRegistries(page: Page): Promise<void> {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries');
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await fromTop(page);
}

test('tabs through the registry list to a row and opens it with Enter', async ({ page }) => {
  await openRegistries(page);
  const firstLink = page.getByRole('table').locator('tbody tr').first().getByRole('link').first();
  const href = (await firstLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/lkk\/registries\/\d+$/);
  await tabTo(page, firstLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();
});

test('sorts the registry list from a column header with the keyboard', async ({ page }) => {
  await openRegistries(page);
  const sort = page.getByRole('button', { name: 'Номер: сортировать по возрастанию' });
  await tabTo(page, sort);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=number&dir=asc/);
  await expect(page.getByRole('columnheader', { name: /^Номер: / })).toHaveAttribute('aria-sort', 'ascending');
});

test('switches the registry category tabs with the arrow keys', async ({ page }) => {
  await openRegistries(page);
  const first = page.getByRole('tab', { name: 'Подтверждение поставок' });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, first);
  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('tab', { name: 'Заявки' });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=agentApplication/);
  await page.keyboard.press('ArrowLeft');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=supplies/);
});

test('opens a dialog with Enter, keeps Tab inside it, closes it with Escape and returns focus to its opener', async ({ page }) => {
  await openRegistries(page);
  const opener = page.getByRole('button', { name: 'Создать заявку' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Новая заявка' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (const key of [...Array<string>(8).fill('Tab'), ...Array<string>(8).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `after ${key}: ${await describeFocus(page)}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('creates a registry and chooses a document to upload with the keyboard alone', async ({ page }) => {
  await openRegistries(page);
  await tabTo(page, page.getByRole('button', { name: 'Создать заявку' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Новая заявка' });
  await expect(dialog).toBeVisible();
  // The contract (one per registry) is chosen with the arrow keys on the focused list.
  const contract = dialog.getByLabel('Договор', { exact: true });
  await tabTo(page, contract, { limit: 10 });
  await page.keyboard.press('ArrowDown');
  await expect(contract).not.toHaveValue('');
  await tabTo(page, dialog.getByRole('button', { name: 'Создать' }), { limit: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lkk\/registries\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Заявка / })).toBeVisible();

  const add = page.getByRole('button', { name: 'Добавить документы' });
  // Waited for before moving there: Playwright turns on catching the file chooser asynchronously, and a chooser opened
  // before that is a native one no event reports.
  const choosing = page.waitForEvent('filechooser');
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const chooser = await choosing;
  await chooser.setFiles({ name: 'акт-сверки.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 акт') });
  await expect(page.getByRole('list', { name: 'Документы заявки' }).getByRole('button', { name: 'Скачать акт-сверки.pdf' })).toBeVisible();
  // The notification is announced: it sits in a live region.
  await expect(page.getByRole('status').filter({ hasText: 'Документ добавлен' }).first()).toBeVisible();
});

test('opens the EDM date picker, chooses tomorrow with the arrow keys and Enter, and focus returns to the toggle', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/edo');
  await expect(page.getByRole('table', { name: 'Входящие документы' }).locator('tbody tr').first()).toBeVisible();
  await fromTop(page);
  const toggle = page.getByRole('button', { name: 'Открыть календарь: Дата с' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Календарь: Дата с' });
  await expect(calendar).toBeVisible();
  const now = new Date();
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const expected = `${String(tomorrow.getDate()).padStart(2, '0')}.${String(tomorrow.getMonth() + 1).padStart(2, '0')}.${tomorrow.getFullYear()}`;
  // The calendar opens on today's button.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)).toBe(true);
  await expectVisibleFocus(page.locator(':focus'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Дата с' })).toHaveValue(expected);
  await expect(toggle).toBeFocused();

  // Escape closes the calendar without choosing, focus back on the toggle.
  await page.keyboard.press('Enter');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Дата с' })).toHaveValue(expected);
});

/**
 * Opens the user menu from its focused button with Enter and waits until the menu holds the focus: the menu takes it
 * on its next frame, and a key pressed before that goes to the button, which reads Enter as "move down".
 */
async function openUserMenuWithEnter(page: Page): Promise<Locator> {
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  return menu;
}

test('opens the settings from the user menu with the keyboard; Escape returns focus to the menu button', async ({ page }) => {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await fromTop(page);
  const menuButton = page.getByRole('button', { name: 'Меню пользователя' });
  await tabTo(page, menuButton);
  const menu = await openUserMenuWithEnter(page);
  // Ark's menu moves a virtual highlight (data-highlighted); each arrow press is waited for before the next.
  const highlighted = menu.locator('[role^="menuitem"][data-highlighted]');
  await expect(highlighted).toHaveCount(1);
  for (let step = 0; step < 6 && (await highlighted.textContent())?.trim() !== 'Настройки'; step += 1) {
    const before = (await highlighted.textContent()) ?? '';
    await page.keyboard.press('ArrowDown');
    await expect(highlighted).not.toHaveText(before);
  }
  await expect(menu.getByRole('menuitem', { name: 'Настройки' })).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  const settings = page.getByTestId('settings-dialog');
  await expect(settings).toBeVisible();
  await expect.poll(() => settings.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // Again with the arrows and Enter sent at once, as a quick keyboard user does: the closing menu's own focus moves
  // then land while the dialog opens, and focus still comes back to the button.
  const reopened = await openUserMenuWithEnter(page);
  const presses = await reopened.evaluate((element) => [...element.querySelectorAll('[role^="menuitem"]')].findIndex((item) => item.textContent?.trim() === 'Настройки'));
  for (let press = 0; press < presses; press += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(settings).toBeVisible();
  await expect.poll(() => settings.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});

/** Presses Tab until `target` has the focus and answers how many presses it took (0: focus was already there). */
async function tabsTo(page: Page, target: Locator, limit = 40): Promise<number> {
  for (let step = 0; step <= limit; step += 1) {
    if (await isFocused(target)) return step;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never reached the target; it is on ${await describeFocus(page)}`);
}

test('signs a registry with the keyboard alone, each next step at most 3 Tabs from the last: generate, send, sign, send', async ({ page }) => {
  test.setTimeout(120_000);
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await page.goto('/lkk/registries/7004');
  await expect(page.getByRole('table', { name: 'Поставки заявки' })).toBeVisible();
  await fromTop(page);
  const status = page.locator('dt', { hasText: /^Статус$/ }).locator('xpath=following-sibling::dd[1]');

  const generate = page.getByRole('button', { name: 'Сформировать реестр' });
  await tabTo(page, generate, { limit: 120 });
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  await downloading;
  await expect(page.getByText('Операция выполнена').first()).toBeVisible();

  // After «Сформировать реестр»: «Отправить».
  const toolbar = page.getByRole('toolbar', { name: 'Действия с заявкой' });
  const send = toolbar.getByRole('button', { name: 'Отправить' });
  await expect(send).toBeFocused();
  expect(await tabsTo(page, send)).toBeLessThanOrEqual(3);
  await expectVisibleFocus(send);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Действие выполнено!').first()).toBeVisible();
  await expect(status).toHaveText('На проверке');

  // After «Отправить»: «Подписать».
  const sign = toolbar.getByRole('button', { name: 'Подписать' });
  await expect(sign).toBeFocused();
  expect(await tabsTo(page, sign)).toBeLessThanOrEqual(3);
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('registry-sign-dialog');
  await expect(dialog).toBeVisible();
  // The dialog opens on the certificate list, with the user's own certificate chosen and described.
  const picker = dialog.getByRole('combobox', { name: 'Сертификат' });
  await expect(picker).toBeFocused();
  await expect(picker).toHaveValue(thumbprint('own:supplier'));
  await expect(dialog.getByTestId('certificate-details')).toContainText('ИНН организации');
  const signButton = dialog.getByRole('button', { name: 'Подписать' });
  expect(await tabsTo(page, signButton)).toBeLessThanOrEqual(3);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Операция выполнена').first()).toBeVisible();
  await expect(status).toHaveText('Подписан');

  // After signing: «Отправить» to the factor.
  await expect(dialog).toHaveCount(0);
  await expect(send).toBeFocused();
  expect(await tabsTo(page, send)).toBeLessThanOrEqual(3);
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Отправлен фактору');
  // Nothing left to do: focus rests on the status, not on the page.
  await expect(page.locator('#registry-status')).toBeFocused();
});
