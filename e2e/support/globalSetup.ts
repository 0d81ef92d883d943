import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  E2E_BASE_URL,
  E2E_PORT,
  E2E_REMOTE_PORTS,
  E2E_STATE_DIR,
  E2E_SWAP_PORT,
  REMOTES_FILE,
  REPO_ROOT,
  SWAP_DIST,
  SWAP_VERSION,
  defaultRemotes,
} from './ports';

function requireBuilt(dir: string): void {
  if (!existsSync(path.join(dir, 'dist'))) {
    throw new Error(`${dir}/dist is missing: build the apps first (npm test does; or pnpm run build)`);
  }
}

/** The version-swap story needs a second build of one remote, labelled with another version. */
function buildSwapVersion(): void {
  const result = spawnSync('pnpm', ['--filter', 'remote-lkk', 'run', 'build'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORTAL_VERSION: SWAP_VERSION, PORTAL_OUT_DIR: 'dist-swap', PORTAL_SANDBOX: '1' },
  });
  if (result.status !== 0) throw new Error('building the second version of remote-lkk failed');
}

async function waitForSandbox(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sandbox exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${E2E_BASE_URL}/config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('sandbox did not start within 60 s');
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const app of ['host', 'remote-lkk', 'remote-lkd', 'remote-lka', 'remote-lkp']) requireBuilt(path.join(REPO_ROOT, app));
  buildSwapVersion();
  rmSync(E2E_STATE_DIR, { recursive: true, force: true });
  mkdirSync(E2E_STATE_DIR, { recursive: true });
  writeFileSync(REMOTES_FILE, JSON.stringify(defaultRemotes(), null, 2));

  // tsx straight from the sandbox package (not through pnpm) so teardown ends exactly this process.
  const sandboxDir = path.join(REPO_ROOT, 'sandbox');
  const tsxCli = require.resolve('tsx/cli', { paths: [sandboxDir] });
  const child = spawn(process.execPath, [tsxCli, 'src/main.ts'], {
    cwd: sandboxDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      PUBLIC_URL: E2E_BASE_URL,
      REMOTES_FILE,
      SANDBOX_REMOTE_PORTS: Object.entries(E2E_REMOTE_PORTS).map(([scope, port]) => `${scope}=${port}`).join(','),
      SANDBOX_EXTRA_STATIC: `${E2E_SWAP_PORT}=${SWAP_DIST}`,
    },
  });
  await waitForSandbox(child);

  return async () => {
    // tsx runs the sandbox in a child of its own: end the whole process group.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  };
}
