/** @jest-environment node */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'testBusy.mjs');

/** Whether a process lives (signal 0 asks without signalling). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls until none of the processes lives (a kill takes effect a moment after it is sent); the test's time-out fails it otherwise. */
async function gone(pids: number[]): Promise<number[]> {
  while (pids.some(alive)) await new Promise((resolve) => setTimeout(resolve, 50));
  return pids.filter(alive);
}

/** The nice value and command of a process, from ps. */
function niceOf(pid: number): number {
  return Number(spawnSync('ps', ['-o', 'ni=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim());
}

/** Prints the hogs' pids (the script passes them on) and their nice values, then exits with the given code. */
const reportHogs = (exitCode: number) =>
  `const pids = process.env.TEST_BUSY_HOGS.split(',').map(Number); const ps = require('node:child_process').spawnSync('ps', ['-o', 'ni=', '-p', pids.join(',')], { encoding: 'utf8' }).stdout; console.log(JSON.stringify({ self: process.pid, pids, nice: ps.split('\\n').filter(Boolean).map(Number) })); process.exit(${exitCode});`;

describe('npm run test:busy', () => {
  it('runs the command beside two CPU hogs at nice 19, passes its exit code on and leaves no hog behind', async () => {
    const result = spawnSync(process.execPath, [SCRIPT, process.execPath, '-e', reportHogs(3)], { encoding: 'utf8' });
    expect(result.status).toBe(3);
    const report = JSON.parse(result.stdout.split('\n').find((line) => line.startsWith('{'))!) as { pids: number[]; nice: number[] };
    expect(report.pids).toHaveLength(2);
    expect(report.nice).toEqual([19, 19]);
    expect(await gone(report.pids)).toEqual([]);
  });

  it('stops the hogs when the run itself is killed outright', async () => {
    const busy = spawn(process.execPath, [SCRIPT, process.execPath, '-e', `${reportHogs(0).replace('process.exit(0);', '')} setInterval(() => {}, 1000);`], { stdio: ['ignore', 'pipe', 'inherit'] });
    const { self, pids } = await new Promise<{ self: number; pids: number[] }>((resolve) => {
      let out = '';
      busy.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split('\n').find((candidate) => candidate.startsWith('{') && candidate.endsWith('}'));
        if (line) resolve(JSON.parse(line) as { self: number; pids: number[] });
      });
    });
    for (const pid of pids) expect(niceOf(pid)).toBe(19);
    const exited = new Promise((resolve) => busy.on('exit', resolve));
    busy.kill('SIGKILL');
    await exited;
    // The command lives on as an orphan (the run was killed, not the command): end it here.
    process.kill(self, 'SIGKILL');
    // Each hog asks every few million turns whether its parent lives: poll until both have seen it gone.
    expect(await gone(pids)).toEqual([]);
  });
});
