import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  E2E_PORT,
  E2E_REMOTE_PORTS,
  E2E_STATE_DIR,
  E2E_NEWER_KIT_PORT,
  E2E_ROLLOUT_PORT,
  E2E_SWAP_PORTS,
  NEWER_KIT_VERSION,
  REMOTES_FILE,
  REPO_ROOT,
  NEWER_KIT_DIST,
  SWAP_VERSION,
  defaultRemotes,
  swapDist,
} from './ports';
import { E2E_PASSWORD_CHANGE_PATH } from './passwordChange';
import { E2E_WORLD_TODAY, startSandboxProcess } from './sandboxProcess';
import { ROLLOUT_DIR, writeRolloutFixtures } from './rolloutFixtures';

function requireBuilt(dir: string): void {
  if (!existsSync(path.join(dir, 'dist'))) {
    throw new Error(`${dir}/dist is missing: build the apps first (npm test does; or pnpm run build)`);
  }
}

function buildRemote(remote: string, env: Record<string, string>, what: string): void {
  // The workspace's own pnpm: the suite may be started without pnpm on PATH.
  const result = spawnSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'pnpm'), ['--filter', remote, 'run', 'build'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORTAL_SANDBOX: '1', ...env },
  });
  if (result.status !== 0) throw new Error(`building ${what} failed`);
}

/** The version-swap story needs a second build of each remote, labelled with another version. */
function buildSwapVersions(): void {
  for (const scope of Object.keys(E2E_SWAP_PORTS)) {
    const remote = `remote-${scope.toLowerCase()}`;
    buildRemote(remote, { PORTAL_VERSION: SWAP_VERSION, PORTAL_OUT_DIR: 'dist-swap' }, `the second version of ${remote}`);
  }
}

/** The incompatible-remote story: remote-lkd as built against a UI kit release the host does not have. */
function buildNewerKitRemote(): void {
  buildRemote('remote-lkd', { PORTAL_KIT_VERSION: NEWER_KIT_VERSION, PORTAL_OUT_DIR: 'dist-newer-kit' }, `remote-lkd against kit ${NEWER_KIT_VERSION}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const app of ['host', 'remote-lkk', 'remote-lkd', 'remote-lka', 'remote-lkp']) requireBuilt(path.join(REPO_ROOT, app));
  buildSwapVersions();
  buildNewerKitRemote();
  rmSync(E2E_STATE_DIR, { recursive: true, force: true });
  mkdirSync(E2E_STATE_DIR, { recursive: true });
  writeFileSync(REMOTES_FILE, JSON.stringify(defaultRemotes(), null, 2));
  writeRolloutFixtures();

  const sandbox = await startSandboxProcess(E2E_PORT, {
    REMOTES_FILE,
    SANDBOX_REMOTE_PORTS: Object.entries(E2E_REMOTE_PORTS).map(([scope, port]) => `${scope}=${port}`).join(','),
    // The new-events dialog would cover the cabinet in every other test: events.spec.ts switches it on itself.
    SANDBOX_NEW_EVENTS: 'off',
    PASSWORD_CHANGE_PATH: E2E_PASSWORD_CHANGE_PATH,
    // Every test reads the demo world on its fixed date: seeded dates, numbers (Р-7001/25) and figures are asserted.
    SANDBOX_TODAY: E2E_WORLD_TODAY,
    SANDBOX_EXTRA_STATIC: [
      ...Object.entries(E2E_SWAP_PORTS).map(([scope, port]) => `${port}=${swapDist(scope as keyof typeof E2E_SWAP_PORTS)}`),
      `${E2E_NEWER_KIT_PORT}=${NEWER_KIT_DIST}`,
      `${E2E_ROLLOUT_PORT}=${ROLLOUT_DIR}`,
    ].join(','),
  });
  return sandbox.stop;
}
