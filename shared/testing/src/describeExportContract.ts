import { contractProblems, type ReleaseRecord } from './exportContract';

/**
 * The test every strict singleton package carries: its code, its package.json version and its `<name>Versions.json`
 * agree (shared/testing/src/exportContract.ts). On a failure the message gives the record of the code as it is, to
 * paste under the new version.
 */
export function describeExportContract(packageName: string, recordFile: string, history: Readonly<Record<string, ReleaseRecord>>, version: string, actual: ReleaseRecord): void {
  describe(`${packageName}'s public faces are pinned to its version (${recordFile})`, () => {
    it('exports what is recorded for its version, and each release was bumped enough for what it changed', () => {
      const problems = contractProblems(history, version, actual);
      if (problems.length) throw new Error(`${problems.join('\n')}\n\nThe exports as they are now:\n${JSON.stringify(actual, null, 2)}`);
    });
  });
}
