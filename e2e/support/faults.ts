import type { Page, Route } from '@playwright/test';

/**
 * Faults injected at the browser's network edge (page.route), so no sandbox change is needed.
 * Each helper counts what it injected, for the report of faults per area.
 */
export interface Burst {
  /** How many answers were replaced by a failure so far. */
  readonly injected: number;
  /** The back end "recovers": later requests reach the sandbox again. */
  recover(): void;
}

/**
 * While on, every request matching `url` (and `method`) fails: the first with 500 (spec §8: the session-continue
 * dialog), every later one with 503 (the error banner), until `recover()`. A page that refetches on its own
 * (a changed filter) meets the 503 too, never a second modal 500.
 */
export async function serverErrorBurst(page: Page, url: RegExp, method = 'GET'): Promise<Burst> {
  let injected = 0;
  let failing = true;
  await page.route(url, async (route: Route) => {
    if (!failing || route.request().method() !== method) return route.fallback();
    const status = injected === 0 ? 500 : 503;
    injected += 1;
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message: `injected ${status}` }) });
  });
  return {
    get injected() {
      return injected;
    },
    recover() {
      failing = false;
    },
  };
}

/** The next `times` requests matching `url` lose the network (the upload request is aborted). */
export async function dropNetwork(page: Page, url: RegExp, times = 1): Promise<{ readonly injected: number }> {
  let injected = 0;
  await page.route(url, async (route: Route) => {
    if (injected >= times) return route.fallback();
    injected += 1;
    return route.abort('internetdisconnected');
  });
  return {
    get injected() {
      return injected;
    },
  };
}
