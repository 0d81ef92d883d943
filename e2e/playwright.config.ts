import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_WORKERS } from './support/ports';
import { selectedSpecs } from './support/testGroups';

/**
 * Browser tests against the built host + remotes served by the sandbox (see support/globalSetup.ts).
 * Debian's chromium from apt: Playwright's own browser download cannot work on this machine.
 */
export default defineConfig({
  testDir: './tests',
  // E2E_AREA / E2E_CABINET run one area's or one cabinet's spec files (support/testGroups.ts); neither: all of them.
  ...(selectedSpecs() ? { testMatch: selectedSpecs() } : {}),
  // Each worker has a sandbox and port block of its own (support/ports.ts); the tests of one file run in order in one.
  workers: E2E_WORKERS,
  fullyParallel: false,
  // A test.only left in a file would silently drop the rest of the suite.
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalSetup: './support/globalSetup.ts',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    // Evaluated in each worker: its own sandbox.
    baseURL: E2E_BASE_URL,
    locale: 'ru-RU',
    // Recording a trace costs a quarter of each test's time: only the retry of a failed test records one (CI retries once).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
