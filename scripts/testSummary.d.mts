// Types of testSummary.mjs for its unit test (shared/testing/src/testSummary.test.ts).
export interface RunnerCounts {
  passed: number;
  failed: number;
}
export function countPlaywright(report: unknown): RunnerCounts & { errors: string[] };
export function countJest(report: unknown): RunnerCounts;
export function compareWithRecorded(
  now: { unit: RunnerCounts; browser: RunnerCounts },
  recorded: { unit?: number; browser?: number } | null,
): string[];
export function printSummary(reportsDir: string, options?: { recordedFile?: string; record?: boolean }): boolean;
