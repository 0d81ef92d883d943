/**
 * `node scripts/cabinet-tests.cjs list|run|check …`: a cabinet's unit tests, found from the code its build bundles
 * (the rule: cabinetTests.ts). Each remote's `test` script is `run <SCOPE>`.
 *
 *   list <SCOPE>              the cabinet's test files, one a line (relative to the repository)
 *   run <SCOPE> [jest args]   jest (the root config) on exactly those files
 *   check                     each cabinet's count; exits 1 naming a feature test that belongs to no cabinet
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { orphanTests, repositoryCabinetTests, ROOT } from './cabinetTests';

function testsOf(scope: string | undefined): string[] {
  const found = repositoryCabinetTests();
  const tests = scope ? found.tests[scope.toUpperCase()] : undefined;
  if (!tests) {
    console.error(`Unknown cabinet ${scope ?? '(none)'}: one of ${Object.keys(found.tests).join(', ')}`);
    process.exit(2);
  }
  return tests;
}

const [command, scope, ...rest] = process.argv.slice(2);
if (command === 'list') {
  console.log(testsOf(scope).join('\n'));
} else if (command === 'run') {
  const tests = testsOf(scope);
  console.log(`${scope?.toUpperCase()}: ${tests.length} test files, found from the code its build bundles (scripts/cabinetTests/cabinetTests.ts)`);
  const jest = require.resolve('jest/bin/jest', { paths: [ROOT] });
  const result = spawnSync(process.execPath, [jest, '--config', path.join(ROOT, 'jest.config.js'), '--rootDir', ROOT, ...rest, '--runTestsByPath', ...tests], { stdio: 'inherit', cwd: ROOT });
  process.exit(result.status ?? 1);
} else if (command === 'check') {
  const found = repositoryCabinetTests();
  for (const [cabinet, tests] of Object.entries(found.tests)) console.log(`${cabinet}: ${tests.length} test files (${tests.filter((test) => test.startsWith('shared/features/')).length} of shared/features)`);
  const orphans = orphanTests(found);
  if (orphans.length > 0) {
    console.error(`Feature tests no cabinet runs (nothing any cabinet bundles is beside them or imported by them):\n${orphans.map((test) => `  ${test}`).join('\n')}`);
    process.exit(1);
  }
} else {
  console.error('usage: cabinet-tests list <SCOPE> | run <SCOPE> [jest args] | check');
  process.exit(2);
}
