import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareWithRecorded, countPlaywright, printSummary } from '../../../scripts/testSummary.mjs';

/** A Playwright JSON report with the given test statuses in one spec file, and optional top-level errors. */
function playwrightReport(statuses: string[], errors: { message: string }[] = []) {
  return {
    suites: [{ title: 'a.spec.ts', specs: statuses.map((status, index) => ({ title: `t${index}`, tests: [{ status }] })), suites: [] }],
    errors,
  };
}

function jestReport(passed: number, failed: number, extra: Record<string, unknown> = {}) {
  return { numPassedTests: passed, numFailedTests: failed, numRuntimeErrorTestSuites: 0, success: failed === 0, ...extra };
}

function reportsDir(jest: unknown, e2e: unknown): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'summary-'));
  if (jest) writeFileSync(path.join(dir, 'jest.json'), JSON.stringify(jest));
  if (e2e) writeFileSync(path.join(dir, 'e2e.json'), JSON.stringify(e2e));
  return dir;
}

describe('the closing test summary', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());
  const printed = () => log.mock.calls.map((call) => String(call[0])).join('\n');

  it('counts flaky tests as passed and every other status as failed', () => {
    expect(countPlaywright(playwrightReport(['expected', 'flaky', 'unexpected', 'skipped']))).toMatchObject({ passed: 2, failed: 2 });
  });

  it('counts a failed global setup as a failure, never "0 passed, 0 failed"', () => {
    const dir = reportsDir(jestReport(10, 0), playwrightReport([], [{ message: 'Error: building remote-lkk failed\n    at globalSetup' }]));
    expect(printSummary(dir, { record: false })).toBe(false);
    expect(printed()).toContain('browser tests: 0 passed, 1 failed');
    expect(printed()).toContain('browser suite error outside a test: Error: building remote-lkk failed');
  });

  it('fails when a report is missing or jest failed without a failed test', () => {
    expect(printSummary(reportsDir(jestReport(10, 0), null), { record: false })).toBe(false);
    expect(printSummary(reportsDir(jestReport(10, 0, { success: false }), playwrightReport(['expected'])), { record: false })).toBe(false);
  });

  it('fails when fewer tests ran than the recorded run had, and says how many went missing', () => {
    const now = { unit: { passed: 98, failed: 0 }, browser: { passed: 10, failed: 1 } };
    expect(compareWithRecorded(now, { unit: 100, browser: 11 })).toEqual(['unit tests: 98 ran, the last recorded run had 100: 2 went missing']);
    expect(compareWithRecorded(now, { unit: 90, browser: 5 })).toEqual([]);
  });

  it('records the counts of a green run and compares the next run against them', () => {
    const dir = reportsDir(jestReport(12, 0), playwrightReport(['expected', 'expected']));
    const recordedFile = path.join(dir, 'counts.json');
    expect(printSummary(dir, { recordedFile, record: true })).toBe(true);
    expect(JSON.parse(readFileSync(recordedFile, 'utf8'))).toEqual({ unit: 12, browser: 2 });

    const fewer = reportsDir(jestReport(12, 0), playwrightReport(['expected']));
    expect(printSummary(fewer, { recordedFile, record: true })).toBe(false);
    expect(printed()).toContain('browser tests: 1 ran, the last recorded run had 2: 1 went missing');
    // A failed run does not lower the recorded counts.
    expect(JSON.parse(readFileSync(recordedFile, 'utf8'))).toEqual({ unit: 12, browser: 2 });
  });
});
