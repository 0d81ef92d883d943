// Adds up jest's and Playwright's JSON reports into the one closing line CI reads: "N passed, N failed".
// A runner that broke before its tests (a failed global setup, a suite that did not compile) is a failure,
// never "0 passed, 0 failed", and a run with fewer tests than the recorded counts says which went missing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

export function countPlaywright(report) {
  const counts = { passed: 0, failed: 0, errors: [] };
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
  // Errors outside any test: global setup or teardown, a spec file that does not load, a worker crash.
  counts.errors = (report.errors ?? []).map((error) => (error.message ?? String(error)).split('\n')[0]);
  counts.failed += counts.errors.length;
  return counts;
}

export function countJest(report) {
  const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  // success=false with nothing failed: e.g. an error in jest's own setup or an unhandled error after the tests.
  return { passed: report.numPassedTests, failed: failed === 0 && report.success === false ? 1 : failed };
}

/** Lines about counts that shrank against the recorded ones; growing is fine (and is recorded). */
export function compareWithRecorded(now, recorded) {
  if (!recorded) return [];
  const missing = [];
  for (const runner of ['unit', 'browser']) {
    const before = recorded[runner] ?? 0;
    const total = now[runner].passed + now[runner].failed;
    if (total < before) missing.push(`${runner} tests: ${total} ran, the last recorded run had ${before}: ${before - total} went missing`);
  }
  return missing;
}

function countAxeAudits(reportsDir) {
  const log = path.join(reportsDir, 'axe-audits.log');
  if (!existsSync(log)) return null;
  return readFileSync(log, 'utf8').split('\n').filter(Boolean).length;
}

/**
 * Prints per-runner figures and the total; returns false when a report is missing, anything failed or tests went
 * missing. `recordedFile` holds the counts of the last full run, committed so a fresh clone (CI) compares too.
 */
export function printSummary(reportsDir, { recordedFile, record = !process.env.CI } = {}) {
  const jest = readJson(path.join(reportsDir, 'jest.json'));
  const e2e = readJson(path.join(reportsDir, 'e2e.json'));
  const unit = jest ? countJest(jest) : { passed: 0, failed: 1 };
  const browser = e2e ? countPlaywright(e2e) : { passed: 0, failed: 1, errors: [] };
  console.log(`\nunit tests: ${unit.passed} passed, ${unit.failed} failed${jest ? '' : ' (no jest report)'}`);
  console.log(`browser tests: ${browser.passed} passed, ${browser.failed} failed${e2e ? '' : ' (no Playwright report)'}`);
  for (const error of browser.errors) console.log(`  browser suite error outside a test: ${error}`);
  const audits = countAxeAudits(reportsDir);
  if (audits !== null) console.log(`accessibility audits (axe-core): ${audits}`);

  const now = { unit, browser };
  const recorded = recordedFile ? readJson(recordedFile) : null;
  const missing = compareWithRecorded(now, recorded);
  for (const line of missing) console.log(`✗ ${line}`);
  const passed = unit.passed + browser.passed;
  const failed = unit.failed + browser.failed + missing.length;
  console.log(`total: ${passed} passed, ${failed} failed`);
  const ok = failed === 0 && passed > 0;
  if (ok && record && recordedFile) {
    writeFileSync(recordedFile, `${JSON.stringify({ unit: unit.passed, browser: browser.passed }, null, 2)}\n`);
  }
  return ok;
}
