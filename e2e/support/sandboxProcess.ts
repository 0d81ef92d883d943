import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './ports';

/** The demo world's date under the browser tests (the sandbox's WORLD_ANCHOR). */
export const E2E_WORLD_TODAY = '2025-05-12';

export interface SandboxProcess {
  baseUrl: string;
  stop: () => Promise<void>;
}

async function answersConfig(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/config`)).ok;
  } catch {
    return false;
  }
}

async function waitUntilServing(child: ChildProcess, baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sandbox exited with code ${child.exitCode}`);
    if (await answersConfig(baseUrl)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`sandbox at ${baseUrl} did not start within 60 s`);
}

/** Starts a sandbox (tsx straight from its package, so stopping ends exactly this process group). */
export async function startSandboxProcess(port: number, env: Record<string, string>): Promise<SandboxProcess> {
  const baseUrl = `http://localhost:${port}`;
  // A sandbox left running (e.g. by an interrupted run) would answer instead of this one, with stale files.
  if (await answersConfig(baseUrl)) throw new Error(`${baseUrl} already answers: stop the sandbox left running there first`);
  const sandboxDir = path.join(REPO_ROOT, 'sandbox');
  const tsxCli = require.resolve('tsx/cli', { paths: [sandboxDir] });
  const child = spawn(process.execPath, [tsxCli, 'src/main.ts'], {
    cwd: sandboxDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    // The demo world on its fixed date (SANDBOX_TODAY): the tests assert its dates and figures; a caller may set another.
    env: { ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, SANDBOX_TODAY: E2E_WORLD_TODAY, ...env },
  });
  await waitUntilServing(child, baseUrl);
  return {
    baseUrl,
    stop: async () => {
      // tsx runs the sandbox in a child of its own: end the whole process group.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    },
  };
}
