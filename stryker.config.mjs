// Mutation testing of the rule modules: `pnpm run test:mutation`. StrykerJS 9 with the jest runner
// (Stryker 10 needs Node 22). The score must stay ≥ 80 %; the run takes long, so it is not part of `npm test`.
/** The rule modules, by part; `MUTATION_PART=platform pnpm run test:mutation` runs one part (each keeps its own
 * incremental file, so parts can run on different nights). */
const PARTS = {
  platform: ['shared/platform/src/**/*.ts'],
  api: ['shared/api/src/**/*.ts'],
  host: ['host/src/settings/*.ts', 'host/src/routing/*.ts', 'host/src/remotes/*.ts'],
  features: ['shared/features/src/*/rules/*.ts'],
  // The sandbox's guards: bearer-token verification and the request/scope middleware.
  sandbox: ['sandbox/src/api/middleware/*.ts', 'sandbox/src/oidc/accessTokenVerifier.ts', 'sandbox/src/oidc/externalTokenVerifier.ts'],
};
const EXCLUDED = [
  '!**/*.test.ts',
  '!**/index.ts',
  '!**/testing/**', // test helpers (fake identity client)
  // Types only: nothing to mutate that a test could see.
  '!**/*.d.ts',
];
const part = process.env.MUTATION_PART;
if (part !== undefined && !(part in PARTS)) throw new Error(`MUTATION_PART must be one of ${Object.keys(PARTS).join(', ')}`);
const suffix = part ? `-${part}` : '';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'pnpm',
  testRunner: 'jest',
  // Named explicitly: under pnpm, Stryker's plugin discovery does not see packages beside its own.
  plugins: ['@stryker-mutator/jest-runner'],
  // Only the tests of the mutated modules (stryker.jest.config.js), not the whole suite.
  jest: { configFile: 'stryker.jest.config.js', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  // Mutants of module-level constants (static mutants) need every test re-run without per-test coverage: they
  // were 17 % of the mutants and ~86 % of the run time (hours on two cores). They are listed as ignored.
  ignoreStatic: true,
  mutate: [...(part ? PARTS[part] : Object.values(PARTS).flat()), ...EXCLUDED],
  ignorePatterns: ['**/dist*/**', 'e2e/**', 'reports/**'],
  thresholds: { high: 90, low: 80, break: 80 },
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/mutation${suffix}.json` },
  incremental: true,
  incrementalFile: `reports/mutation/stryker-incremental${suffix}.json`,
  concurrency: 2,
  // Longer than the tests' own 2 s timeout (stryker.jest.config.js), so a pending promise fails its test in jest; only
  // a mutant that loops forever reaches this, and costs a new test process.
  timeoutMS: 10_000,
  tempDirName: `.stryker-tmp${suffix}`,
  cleanTempDir: 'always',
};
