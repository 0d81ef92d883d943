import { expect, type Page, type Request, type Route } from '@playwright/test';

/** The report filter a list call sent (spec §7 report bodies). */
export type SentFilter = Record<string, unknown>;

const REPORT_LIST_CALL = /\/api\/.*report\/[^/]+$/;

/**
 * Changes a report's filter with `change` and waits until the page shows the report's answer to it: the answer to a
 * list call whose body `sent` accepts, then nothing busy. Matching the body, not the time, matters: a route change is
 * a React transition, so for a moment the URL can already hold the new filter while the page still shows, not busy,
 * the answer to a call sent before the change (the page's first load).
 *
 * The body is read at a pass-through route: ky sends a `Request` object, whose body Chromium does not report to
 * `request.postData()` outside an interception.
 */
export async function changeReportFilter(page: Page, change: () => Promise<unknown>, sent: (filter: SentFilter) => boolean): Promise<void> {
  let resolveSentCall: (request: Request) => void = () => undefined;
  const sentCall = new Promise<Request>((resolve) => (resolveSentCall = resolve));
  const inspect = async (route: Route) => {
    const request = route.request();
    const body: unknown = request.method() === 'POST' ? request.postDataJSON() : null;
    if (typeof body === 'object' && body !== null && sent(body as SentFilter)) resolveSentCall(request);
    await route.fallback();
  };
  const isReportList = (url: URL) => REPORT_LIST_CALL.test(url.pathname);
  await page.route(isReportList, inspect);
  try {
    await change();
    const request = await sentCall;
    await request.response();
  } finally {
    await page.unroute(isReportList, inspect);
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
