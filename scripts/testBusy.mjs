#!/usr/bin/env node
// npm run test:busy: `npm test` while two CPU hogs at the lowest priority (nice 19) keep the cores busy, as other
// work does on a shared or CI machine. A test that only passes on a quiet machine fails here. The hogs end with the
// run however it ends: killed on exit and on SIGINT/SIGTERM, and each checks that this script still lives, so even a
// SIGKILL of it leaves nothing spinning.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOGS = 2;
// Spins; every few million turns it asks whether its parent lives (signal 0), and ends when it does not.
const HOG = 'const parent = Number(process.argv[1]); for (let i = 1; ; i++) if (i % 5e6 === 0) { try { process.kill(parent, 0); } catch { process.exit(0); } }';

const hogs = Array.from({ length: HOGS }, () => spawn('nice', ['-n', '19', process.execPath, '-e', HOG, String(process.pid)], { stdio: 'ignore' }));
const stopHogs = () => {
  for (const hog of hogs) if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL');
};
process.on('exit', stopHogs);
console.log(`test:busy: ${HOGS} CPU hogs at nice 19 (pids ${hogs.map((hog) => hog.pid).join(', ')}) for the whole run`);

// `node scripts/testBusy.mjs <command…>` runs another command under the same load (its own test does).
const [command, ...args] = process.argv.length > 2 ? process.argv.slice(2) : [process.execPath, path.join(root, 'scripts', 'bootstrap.mjs'), 'test'];
const run = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_BUSY_HOGS: hogs.map((hog) => hog.pid).join(',') } });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    run.kill(signal);
    stopHogs();
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });
}
run.on('exit', (code, signal) => {
  stopHogs();
  process.exit(code ?? (signal ? 1 : 0));
});
