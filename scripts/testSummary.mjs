// Adds up jest's and Playwright's JSON reports into the one closing line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function countPlaywright(report) {
  const counts = { passed: 0, failed: 0 };
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        // "expected" = passed, "flaky" = passed on retry; everything else counts as a failure.
        if (test.status === 'expected' || test.status === 'flaky') counts.passed += 1;
        else counts.failed += 1;
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return counts;
}

/** Prints per-runner figures and the total; returns false when a report is missing or anything failed. */
export function printSummary(reportsDir) {
  const jest = readJson(path.join(reportsDir, 'jest.json'));
  const e2e = readJson(path.join(reportsDir, 'e2e.json'));
  const unit = jest ? { passed: jest.numPassedTests, failed: jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) } : { passed: 0, failed: 1 };
  const browser = e2e ? countPlaywright(e2e) : { passed: 0, failed: 1 };
  console.log(`\nunit tests: ${unit.passed} passed, ${unit.failed} failed${jest ? '' : ' (no jest report)'}`);
  console.log(`browser tests: ${browser.passed} passed, ${browser.failed} failed${e2e ? '' : ' (no Playwright report)'}`);
  const passed = unit.passed + browser.passed;
  const failed = unit.failed + browser.failed;
  console.log(`total: ${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0;
}
