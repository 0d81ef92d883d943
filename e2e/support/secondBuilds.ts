import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NEWER_KIT_DIST, NEWER_KIT_VERSION, NEWER_PLATFORM_DIST, NEWER_PLATFORM_VERSION, REPO_ROOT, SWAP_VERSION, swapDist } from './ports';

/**
 * The remotes' second builds the browser stories serve beside the main ones: each remote with another version label
 * (dist-swap), remote-lkd against a newer UI kit (dist-newer-kit) and against a later platform (dist-newer-platform).
 * The suite's global setup makes them; `npm test` makes them earlier, beside the unit tests (makeSecondBuilds.cli.ts),
 * and the browser run then keeps them (E2E_REUSE_BUILDS=1).
 */
function requireBuilt(dir: string): void {
  if (!existsSync(path.join(dir, 'dist'))) {
    throw new Error(`${dir}/dist is missing: build the apps first (npm test does; or pnpm run build)`);
  }
}

/**
 * E2E_REUSE_BUILDS=1 keeps the extra builds of an earlier run (rerunning one spec while working on it); npm test
 * never sets it, so CI always builds them from the code under test.
 */
function reuse(dist: string): boolean {
  return process.env.E2E_REUSE_BUILDS === '1' && existsSync(path.join(dist, 'mf-manifest.json'));
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
  for (const scope of ['LKK', 'LKD', 'LKA', 'LKP'] as const) {
    const remote = `remote-${scope.toLowerCase()}`;
    if (reuse(swapDist(scope))) continue;
    buildRemote(remote, { PORTAL_VERSION: SWAP_VERSION, PORTAL_OUT_DIR: 'dist-swap' }, `the second version of ${remote}`);
  }
}

/** The incompatible-remote story: remote-lkd as built against a UI kit release the host does not have. */
function buildNewerKitRemote(): void {
  if (reuse(NEWER_KIT_DIST)) return;
  buildRemote('remote-lkd', { PORTAL_KIT_VERSION: NEWER_KIT_VERSION, PORTAL_OUT_DIR: 'dist-newer-kit' }, `remote-lkd against kit ${NEWER_KIT_VERSION}`);
}

/** The newer-platform story: remote-lkd as built against a later platform release, using its new export. */
function buildNewerPlatformRemote(): void {
  if (reuse(NEWER_PLATFORM_DIST)) return;
  const tsx = require.resolve('tsx/cli', { paths: [path.join(REPO_ROOT, 'shared', 'build')] });
  const result = spawnSync(process.execPath, [tsx, path.join(__dirname, '..', 'fixtures', 'newerPlatform', 'buildNewerPlatformRemote.ts'), path.basename(NEWER_PLATFORM_DIST), NEWER_PLATFORM_VERSION], {
    cwd: path.join(REPO_ROOT, 'remote-lkd'),
    stdio: 'inherit',
    env: { ...process.env, PORTAL_SANDBOX: '1' },
  });
  if (result.status !== 0) throw new Error(`building remote-lkd against platform ${NEWER_PLATFORM_VERSION} failed`);
}

export function makeSecondBuilds(): void {
  for (const app of ['host', 'remote-lkk', 'remote-lkd', 'remote-lka', 'remote-lkp']) requireBuilt(path.join(REPO_ROOT, app));
  buildSwapVersions();
  buildNewerKitRemote();
  buildNewerPlatformRemote();
}
