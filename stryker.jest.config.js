/**
 * The jest config of the mutation run (`pnpm run test:mutation`): the root config, limited to the tests of the
 * mutated rule modules, so each mutant runs only the tests that can see it.
 */
const path = require('node:path');
const base = require('./jest.config.js');

/**
 * The api and platform parts are scored by their own tests alone: every other test imports them too, so each mutant
 * would re-run most of the suite (hours on two cores). Other tests could only kill more mutants: the score is a floor.
 */
const OWN_TESTS_ONLY = {
  api: ['<rootDir>/shared/api/src/**/*.test.ts'],
  // The signing bridge's test drives it through the sandbox's CryptoPro emulator (no server).
  platform: ['<rootDir>/shared/platform/src/**/*.test.ts', '<rootDir>/sandbox/src/cryptopro/signingBridge.test.ts'],
};
const own = OWN_TESTS_ONLY[process.env.MUTATION_PART ?? ''];

module.exports = {
  ...base,
  // A mutant that leaves a promise pending fails its test in 2 s here, inside the running jest: Stryker's own timeout
  // (stryker.config.mjs) would kill the test process and start a new one, which costs far more on two cores.
  testTimeout: 2_000,
  // An absolute path: Stryker's coverage environment wraps this one and does not expand <rootDir>.
  testEnvironment: path.join(__dirname, 'shared/testing/src/jsdomWithFetch.js'),
  // The workspace packages by path, not through node_modules' links (which lead out of Stryker's sandbox copy to
  // the unmutated sources): a host or sandbox test importing @portal/api then sees the mutant too.
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@portal/api$': '<rootDir>/shared/api/src/index.ts',
    '^@portal/platform$': '<rootDir>/shared/platform/src/index.ts',
    '^@portal/platform/(.*)$': '<rootDir>/shared/platform/$1',
  },
  roots: [
    '<rootDir>/shared/platform/src',
    '<rootDir>/shared/api/src',
    '<rootDir>/shared/features/src',
    '<rootDir>/host/src/settings',
    '<rootDir>/host/src/routing',
    '<rootDir>/host/src/remotes',
    '<rootDir>/sandbox/src/api/middleware',
    '<rootDir>/sandbox/src/oidc',
    '<rootDir>/sandbox/src/cryptopro',
  ],
  // The tests of the rule modules only. The React screens' tests (*.test.tsx) of the feature areas also reach the
  // API schemas, but a mutant of a schema every screen imports then re-runs every screen: hours per run on two
  // cores. The host's settings, routing and remotes are tested through their components, so those tests count.
  testMatch: own ?? [
    '<rootDir>/shared/platform/src/**/*.test.ts',
    '<rootDir>/shared/api/src/**/*.test.ts',
    '<rootDir>/shared/features/src/*/rules/*.test.ts',
    '<rootDir>/host/src/settings/*.test.{ts,tsx}',
    '<rootDir>/host/src/routing/*.test.{ts,tsx}',
    '<rootDir>/host/src/remotes/*.test.{ts,tsx}',
    '<rootDir>/sandbox/src/api/middleware/*.test.ts',
    '<rootDir>/sandbox/src/oidc/tokenVerifiers.test.ts',
    // The platform's signing bridge, driven through the CryptoPro emulator's object model (no server).
    '<rootDir>/sandbox/src/cryptopro/signingBridge.test.ts',
  ],
};
