import { expect, type Locator, type Page } from '@playwright/test';
import { cabinetMenu } from './signIn';
import { enterSignedIn } from './signedIn';

/**
 * Enters as the supplier (the worker's kept session when there is one) and opens the demo event «Запрос документов
 * по поставке» (one document uploaded, one missing); returns its details panel.
 */
export async function openSupplierDocumentRequest(page: Page): Promise<Locator> {
  await enterSignedIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  await cabinetMenu(page).getByRole('link', { name: 'События' }).click();
  await expect(page).toHaveURL(/\/lkk\/events$/);
  await page.getByRole('group', { name: 'Категория событий' }).getByRole('button', { name: 'События по договорам' }).click();
  await page.getByRole('button', { name: /^Запрос документов по поставке/ }).click();
  const details = page.getByTestId('event-details');
  await expect(details.getByTestId('uploaded-count')).toHaveText('1');
  return details;
}

/**
 * The list of files uploaded to one requirement of the opened event («Файлы: <name>»): a file's name also appears in
 * the «Выбрано: …» line of the picker until the event's status is read again after the upload.
 */
export function uploadedFiles(details: Locator, requirement: string): Locator {
  return details.getByRole('list', { name: `Файлы: ${requirement}` });
}
