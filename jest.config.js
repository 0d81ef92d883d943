/** One jest run for every package; each test file sits next to the code it tests. */

// Every unit test runs on Moscow time, the portal's users' and the back end's: a date rule that took "today" in UTC
// (wrong from 00:00 to 03:00 Moscow time) passed on CI's UTC clock. Set here, before jest starts its workers, which
// inherit it; a test that needs another zone formats with an explicit timeZone instead.
process.env.TZ = 'Europe/Moscow';
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: '<rootDir>/shared/testing/src/jsdomWithFetch.js',
  // The sandbox's demo world on its fixed date (SANDBOX_TODAY), read when its modules load.
  setupFiles: ['<rootDir>/sandbox/src/testing/fixedWorldToday.ts'],
  setupFilesAfterEnv: ['<rootDir>/shared/testing/src/setupTests.ts'],
  roots: ['<rootDir>/host', '<rootDir>/remote-lkk', '<rootDir>/remote-lkd', '<rootDir>/remote-lka', '<rootDir>/remote-lkp', '<rootDir>/shared', '<rootDir>/sandbox', '<rootDir>/deploy', '<rootDir>/scripts'],
  testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx', '<rootDir>/deploy/tests/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist'],
  // Builds are never imported by a unit test; npm test writes them while jest runs (scripts/bootstrap.mjs), so jest
  // does not crawl them either.
  modulePathIgnorePatterns: ['<rootDir>/(host|remote-[a-z]+)/dist(-[a-z-]+)?/'],
  // .mjs too: ESM-only packages (rettime under msw) ship only .mjs files.
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swc },
  // pnpm keeps packages under node_modules/.pnpm/<pkg>@<ver>/node_modules/<pkg>: ESM-only ones must be transformed.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|keycloak-js|jose|oidc-provider|until-async|@mswjs|msw|rettime|@open-draft)[@/+])'],
  moduleNameMapper: {
    '\\.(css|svg|png)$': '<rootDir>/shared/testing/src/fileStub.js',
  },
  globals: { __APP_VERSION__: 'test', __SANDBOX__: true },
  // CI is a 2-core machine: a screen test with user events can take more than jest's 5 s there without being wrong.
  testTimeout: 15_000,
};
