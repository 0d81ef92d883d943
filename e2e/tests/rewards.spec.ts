import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

test.beforeEach(async () => {
  await resetSandbox();
});

function rewardRows(page: Page) {
  return page.getByRole('table').locator('tbody tr');
}

async function openAgentRewards(page: Page): Promise<void> {
  await enterSignedIn(page, 'agent');
  await expect(cabinetMenu(page)).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'Вознаграждения' }).click();
  await expect(page).toHaveURL(/\/lka\/reward$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вознаграждения' })).toBeVisible();
  await expect(rewardRows(page).first()).toBeVisible();
}

test('agent: lists rewards 30 a page, newest first, sorts and pages through the URL', async ({ page }) => {
  await openAgentRewards(page);
  await expect(rewardRows(page)).toHaveCount(30);
  await expect(page.getByRole('columnheader', { name: /^Дата: / })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText('1–30 из 36')).toBeVisible();
  await page.getByRole('button', { name: 'Вперёд' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rewardRows(page)).toHaveCount(6);
  await page.getByRole('button', { name: 'Сумма: сортировать по убыванию' }).click();
  await expect(page).toHaveURL(/sort=amount/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByRole('columnheader', { name: /^Сумма: / })).toHaveAttribute('aria-sort', 'descending');
});

test('agent: approves one reward and rejects another with a reason, and sees their new states', async ({ page }) => {
  await openAgentRewards(page);
  const waiting = rewardRows(page).filter({ has: page.getByRole('button', { name: /^Согласовать/ }) });
  const first = waiting.first();
  const firstId = await first.getAttribute('data-reward-id');
  const firstRow = page.locator(`tbody tr[data-reward-id="${firstId}"]`);
  await first.getByRole('button', { name: /^Согласовать/ }).click();
  await expect(page.getByText('Операция выполнена').first()).toBeVisible();
  await expect(firstRow.getByText('Согласовано')).toBeVisible();
  // Agreed: the generic action is offered now, approve and reject are not.
  await expect(firstRow.getByRole('button', { name: /^Передать на оплату/ })).toBeVisible();
  await expect(firstRow.getByRole('button', { name: /^Отклонить/ })).toHaveCount(0);

  const second = rewardRows(page).filter({ has: page.getByRole('button', { name: /^Отклонить/ }) }).first();
  const secondId = await second.getAttribute('data-reward-id');
  const secondRow = page.locator(`tbody tr[data-reward-id="${secondId}"]`);
  await second.getByRole('button', { name: /^Отклонить/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Отклонение вознаграждения' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog.getByText('Укажите причину отклонения')).toBeVisible();
  await dialog.getByLabel('Причина отклонения').fill('Сумма не совпадает с актом сверки');
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog).toBeHidden();
  await expect(secondRow.getByText('Отклонено')).toBeVisible();

  // The generic action on the agreed one: 'Действие выполнено!' and the next state.
  await firstRow.getByRole('button', { name: /^Передать на оплату/ }).click();
  await expect(page.getByText('Действие выполнено!').first()).toBeVisible();
  await expect(firstRow.getByText('Передано на оплату')).toBeVisible();

  // After a reload the states are the server's.
  await page.reload();
  await expect(page.locator(`tbody tr[data-reward-id="${secondId}"]`).getByText('Отклонено')).toBeVisible();
  await expect(page.locator(`tbody tr[data-reward-id="${firstId}"]`).getByText('Передано на оплату')).toBeVisible();
});

test('agent: opens a reward detail by URL, reloads it and downloads its act', async ({ page }) => {
  await openAgentRewards(page);
  const link = rewardRows(page).nth(2).getByRole('link');
  const name = (await link.textContent()) ?? '';
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/lka\/reward\/\d+\/detail$/);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: `Вознаграждение ${name}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Вознаграждение ${name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Документы' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Скачать: акт/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Акт вознаграждения ${name.replace('/', '-')}.pdf`);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('link', { name: '← К списку вознаграждений' }).click();
  await expect(page).toHaveURL(/\/lka\/reward$/);
});

test('debtor: finds rewards from the main page (Главная) and lists them read-only', async ({ page }) => {
  await enterSignedIn(page, 'debtor');
  await expect(cabinetMenu(page)).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'Главная' }).click();
  await expect(page).toHaveURL(/\/lkd\/critical$/);
  await page.getByRole('navigation', { name: 'Разделы кабинета' }).getByRole('link', { name: 'Вознаграждения' }).click();
  await expect(page).toHaveURL(/\/lkd\/reward$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вознаграждения' })).toBeVisible();
  await expect(rewardRows(page)).toHaveCount(12);
  await expect(page.getByRole('button', { name: /^Согласовать/ })).toHaveCount(0);
  await rewardRows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/lkd\/reward\/\d+\/detail$/);
  await expect(page.getByRole('heading', { name: 'Документы' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Отклонить/ })).toHaveCount(0);
});
