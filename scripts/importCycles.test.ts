/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '..');

it('no module imports itself through others (host, remotes, shared/*, sandbox, e2e, deploy, scripts)', async () => {
  // A circle makes the script exit 1 with the same JSON on stdout.
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts', 'importCycles.mjs'), '--json'], { cwd: ROOT }).catch(
    (failure: { stdout?: string; stderr?: string }) => ({ stdout: failure.stdout ?? '', stderr: failure.stderr ?? '' }),
  );
  if (!stdout.trim()) throw new Error(`scripts/importCycles.mjs printed nothing: ${stderr}`);
  const { analysed, circles } = JSON.parse(stdout) as { analysed: number; circles: string[] };
  // The portal's sources run to about a thousand files: far fewer means folders were missed, not that all is well.
  expect(analysed).toBeGreaterThan(500);
  expect(circles).toEqual([]);
}, 120_000);
