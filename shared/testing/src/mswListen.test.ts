/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mswListenProblems } from './mswListen';

const ROOT = path.resolve(__dirname, '../../..');
const FOLDERS = ['host', 'remote-lkk', 'remote-lkd', 'remote-lka', 'remote-lkp', 'shared', 'sandbox', 'deploy', 'scripts'];

function testFiles(folder: string, found: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('dist') && !entry.name.startsWith('.')) testFiles(full, found);
    } else if (/\.test\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

describe('MSW servers in the unit tests', () => {
  it('refuses a server that lets an unhandled request through or only warns', () => {
    const file = (listen: string) => `const server = setupServer();\nbeforeAll(() => server.listen(${listen}));`;
    expect(mswListenProblems(file("{ onUnhandledRequest: 'error' }"))).toEqual([]);
    expect(mswListenProblems(file("{ onUnhandledRequest: 'bypass' }"))).toEqual(["listens with { onUnhandledRequest: 'bypass' } instead of { onUnhandledRequest: 'error' }"]);
    expect(mswListenProblems(file("{ onUnhandledRequest: 'warn' }"))).toEqual(["listens with { onUnhandledRequest: 'warn' } instead of { onUnhandledRequest: 'error' }"]);
    expect(mswListenProblems(file(''))).toEqual(["listens with no options instead of { onUnhandledRequest: 'error' }"]);
    expect(mswListenProblems('const server = setupServer();')).toEqual(['sets up an MSW server but never listens in this file']);
    expect(mswListenProblems('app.listen(0)')).toEqual([]);
  });

  it("every test file's server fails a request no handler answers", () => {
    const files = FOLDERS.flatMap((folder) => testFiles(path.join(ROOT, folder)));
    // This file names setupServer( in its samples only.
    const withServer = files.filter((file) => file !== __filename && readFileSync(file, 'utf8').includes('setupServer('));
    expect(withServer.length).toBeGreaterThan(40);
    const problems = withServer.flatMap((file) => mswListenProblems(readFileSync(file, 'utf8')).map((problem) => `${path.relative(ROOT, file)}: ${problem}`));
    expect(problems).toEqual([]);
  });
});
