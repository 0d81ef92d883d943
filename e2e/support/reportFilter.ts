import { expect, type Page } from '@playwright/test';

/**
 * Changes a report's filter with `change` and waits until the page shows the report's answer to it. Waiting for
 * "nothing busy" alone can pass before the new request has even started, and then the old page's rows and total are
 * read as the filter's.
 */
export async function changeReportFilter(page: Page, change: () => Promise<unknown>): Promise<void> {
  // An answer to a request sent before the change (the page's first load, still on its way) is not the filter's.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const changedAt = Date.now();
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/.*report\/[^/]+$/.test(new URL(response.url()).pathname) &&
      response.request().timing().startTime >= changedAt - 5,
  );
  await change();
  await answered;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
