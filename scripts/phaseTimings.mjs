// Where `npm test`'s time goes: each phase's start and wall-clock seconds, the machine's load beside them (timings
// on a busy machine are not quiet-machine timings), and the slowest browser tests from Playwright's JSON report.
// bootstrap.mjs prints the table at the end of every run, failed or not, and writes reports/phases.json.
import os from 'node:os';

/** A clock for one run: `time` records a phase (its lane says what ran beside what) however the action ends. */
export function createPhaseClock(now = () => performance.now()) {
  const origin = now();
  const phases = [];
  /** Phases under way, with when they began: an interrupted run lists them as unfinished. */
  const running = new Set();
  const seconds = (ms) => Math.round(ms / 100) / 10;
  return {
    async time(name, lane, action) {
      const begin = now();
      const load = Math.round(os.loadavg()[0] * 10) / 10;
      const entry = { name, lane, begin, load };
      running.add(entry);
      try {
        return await action();
      } finally {
        running.delete(entry);
        phases.push({ name, lane, start: seconds(begin - origin), seconds: seconds(now() - begin), load });
      }
    },
    phases: () =>
      [...phases, ...[...running].map(({ name, lane, begin, load }) => ({ name, lane, start: seconds(begin - origin), seconds: seconds(now() - begin), load, unfinished: true }))].sort(
        (a, b) => a.start - b.start,
      ),
    total: () => seconds(now() - origin),
  };
}

/** A Markdown table: phase, lane, start, seconds, the 1-minute load average when the phase began; then the total. */
export function formatPhaseTable(phases, total) {
  const rows = phases.map((phase) => `| ${phase.name} | ${phase.lane} | ${phase.start} | ${phase.seconds}${phase.unfinished ? ' (unfinished)' : ''} | ${phase.load} |`);
  return ['| phase | lane | starts at (s) | took (s) | load when it began |', '|---|---|---|---|---|', ...rows, `| **total** | | | **${total}** | |`].join('\n');
}

/** The `count` slowest tests of a Playwright JSON report (every attempt's time added up), slowest first. */
export function slowestBrowserTests(report, count = 20) {
  const tests = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        tests.push({ file: spec.file ?? file, title: spec.title, seconds: Math.round(ms / 100) / 10, attempts: (test.results ?? []).length });
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  return tests.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

export function formatSlowestTable(tests) {
  const rows = tests.map((test, index) => `| ${index + 1} | ${test.file} | ${test.title.replaceAll('|', '\\|')} | ${test.seconds}${test.attempts > 1 ? ` (${test.attempts} attempts)` : ''} |`);
  return ['| # | file | test | s |', '|---|---|---|---|', ...rows].join('\n');
}
