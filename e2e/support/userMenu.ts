import { expect, type Page } from '@playwright/test';

/** Opens the header's user menu and chooses 'Выход', then answers the confirmation with Да (spec §2). */
export async function logOutThroughConfirmation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Выход' }).click();
  const confirmation = page.getByRole('alertdialog');
  await expect(confirmation).toContainText('Вы действительно хотите выйти?');
  await confirmation.getByRole('button', { name: 'Да' }).click();
  // The identity provider's logout and the redirects back finish before the test goes on; navigating away
  // halfway could leave the provider's session alive.
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
}

/**
 * Opens the header's user menu and waits until the versions it shows support (decision 0042) read `expected`, whole
 * or (`contains`) in part, then closes it. Waited for, not read once: the cabinet's version is filled in as its
 * manifest is read.
 */
export async function expectRunningVersions(page: Page, expected: string, { contains = false } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  const versions = page.getByTestId('running-versions');
  if (contains) await expect(versions).toContainText(expected);
  else await expect(versions).toHaveText(expected);
  await page.keyboard.press('Escape');
}
