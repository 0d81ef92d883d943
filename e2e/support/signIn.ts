import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demoUsers';

/** Opens the portal and signs in through the identity provider's login form, as a person would. */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD, start = '/'): Promise<void> {
  await page.goto(start);
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await page.getByLabel('Имя пользователя').fill(login);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

export function cabinetMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Меню кабинета' });
}
