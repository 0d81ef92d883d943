import { createPhaseClock, formatPhaseTable, formatSlowestTable, slowestBrowserTests } from '../../../scripts/phaseTimings.mjs';

/** A clock the test moves by hand: each phase's start and length are known exactly. */
function handClock() {
  let ms = 1_000;
  return { now: () => ms, advance: (by: number) => (ms += by) };
}

describe("npm test's phase timings", () => {
  it('records each phase with its lane, start and seconds, also when the phase fails', async () => {
    const hand = handClock();
    const clock = createPhaseClock(hand.now);
    hand.advance(2_000);
    await clock.time('typecheck', 'checks', () => hand.advance(30_400));
    await expect(
      clock.time('build', 'builds', () => {
        hand.advance(61_000);
        throw new Error('webpack failed');
      }),
    ).rejects.toThrow('webpack failed');
    expect(clock.phases().map(({ name, lane, start, seconds }) => ({ name, lane, start, seconds }))).toEqual([
      { name: 'typecheck', lane: 'checks', start: 2, seconds: 30.4 },
      { name: 'build', lane: 'builds', start: 32.4, seconds: 61 },
    ]);
    expect(clock.total()).toBe(93.4);
  });

  it('lists a phase still under way as unfinished, with its time so far (an interrupted run)', async () => {
    const hand = handClock();
    const clock = createPhaseClock(hand.now);
    let finish = () => {};
    const unitTests = clock.time('unit tests', 'checks', () => new Promise<void>((resolve) => (finish = resolve)));
    hand.advance(12_000);
    expect(clock.phases().map(({ name, seconds, unfinished }) => ({ name, seconds, unfinished }))).toEqual([{ name: 'unit tests', seconds: 12, unfinished: true }]);
    expect(formatPhaseTable(clock.phases(), clock.total())).toContain('| unit tests | checks | 0 | 12 (unfinished) |');
    finish();
    await unitTests;
    expect(clock.phases()[0]?.unfinished).toBeUndefined();
  });

  it('prints the phases as a table with the total', () => {
    const table = formatPhaseTable([{ name: 'unit tests', lane: 'checks', start: 95, seconds: 412.3, load: 3.1 }], 1200);
    expect(table.split('\n')).toEqual([
      '| phase | lane | starts at (s) | took (s) | load when it began |',
      '|---|---|---|---|---|',
      '| unit tests | checks | 95 | 412.3 | 3.1 |',
      '| **total** | | | **1200** | |',
    ]);
  });

  it("names the slowest browser tests from Playwright's report, every attempt counted", () => {
    const report = {
      suites: [
        {
          title: 'a.spec.ts',
          file: 'a.spec.ts',
          specs: [
            { title: 'quick', file: 'a.spec.ts', tests: [{ results: [{ duration: 1_000 }] }] },
            { title: 'retried', file: 'a.spec.ts', tests: [{ results: [{ duration: 30_000 }, { duration: 12_000 }] }] },
          ],
          suites: [{ title: 'group', specs: [{ title: 'slow | piped', tests: [{ results: [{ duration: 20_000 }] }] }] }],
        },
      ],
    };
    const slowest = slowestBrowserTests(report, 2);
    expect(slowest).toEqual([
      { file: 'a.spec.ts', title: 'retried', seconds: 42, attempts: 2 },
      { file: 'a.spec.ts', title: 'slow | piped', seconds: 20, attempts: 1 },
    ]);
    expect(formatSlowestTable(slowest).split('\n').slice(2)).toEqual(['| 1 | a.spec.ts | retried | 42 (2 attempts) |', '| 2 | a.spec.ts | slow \\| piped | 20 |']);
  });
});
