import { expect, type Page } from '@playwright/test';

/**
 * Changes a report's filter with `change` and waits until the page shows the report's answer to it. Waiting for
 * "nothing busy" alone can pass before the new request has even started, and then the old page's rows and total are
 * read as the filter's.
 */
export async function changeReportFilter(page: Page, change: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/.*report\/[^/]+$/.test(new URL(response.url()).pathname),
  );
  await change();
  await answered;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
