import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Benchmarks: the same browser and sandbox as the tests, figures printed, no retries. No Playwright trace: while
 * recording one, Playwright asks the page for every response body (Network.getResponseBody) and snapshots the DOM
 * on each action, on the page's own main thread — 70 ms for the 2.9 MB supplies answer, counted as the page's.
 */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  retries: 0,
  reporter: [['list']],
  use: { ...base.use, trace: 'off' },
});
