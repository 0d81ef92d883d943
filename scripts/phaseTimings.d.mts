// Types of phaseTimings.mjs for its unit test (shared/testing/src/phaseTimings.test.ts).
export interface Phase {
  name: string;
  lane: string;
  start: number;
  seconds: number;
  load: number;
  /** Still under way when the table was made (an interrupted run). */
  unfinished?: boolean;
}
export function createPhaseClock(now?: () => number): {
  time<T>(name: string, lane: string, action: () => T | Promise<T>): Promise<T>;
  phases(): Phase[];
  total(): number;
};
export function formatPhaseTable(phases: Phase[], total: number): string;
export interface SlowTest {
  file: string;
  title: string;
  seconds: number;
  attempts: number;
}
export function slowestBrowserTests(report: unknown, count?: number): SlowTest[];
export function formatSlowestTable(tests: SlowTest[]): string;
