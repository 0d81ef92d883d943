import type { Page } from '@playwright/test';

/** Counts the page's requests with this method whose path matches, from now on. */
export function countRequests(page: Page, method: string, path: RegExp): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.count += 1;
  });
  return seen;
}
