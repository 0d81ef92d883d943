import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Benchmarks: the same browser and sandbox as the tests, figures printed, no retries. */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  retries: 0,
  reporter: [['list']],
});
