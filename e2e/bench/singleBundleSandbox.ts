import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { REPO_ROOT } from '../support/ports';
import { resetSandbox } from '../support/sandboxControl';
import { startSandboxProcess, type SandboxProcess } from '../support/sandboxProcess';

/** The single-bundle reference the benches compare with: the same host and cabinets built as one ordinary bundle. */
export const MONOLITH_PORT = 4200;
export const MONOLITH_URL = `http://localhost:${MONOLITH_PORT}`;
export const MONOLITH_DIST = path.join(REPO_ROOT, 'host', 'dist-monolith');

/** A second sandbox serving `portal-build monolith`'s output (`pnpm run bench` builds it first). */
export async function startSingleBundleSandbox(): Promise<SandboxProcess> {
  if (!existsSync(path.join(MONOLITH_DIST, 'index.html'))) {
    throw new Error('host/dist-monolith is missing: `pnpm run bench` builds it (pnpm --filter host run build:monolith)');
  }
  const stateDir = path.join(os.tmpdir(), 'portal-bench-monolith');
  mkdirSync(stateDir, { recursive: true });
  return startSandboxProcess(MONOLITH_PORT, {
    HOST_DIST: MONOLITH_DIST,
    REMOTES_FILE: path.join(stateDir, 'remotes.json'),
    SANDBOX_REMOTE_PORTS: 'LKK=4201,LKD=4202,LKA=4203,LKP=4204',
    // As in the browser suite's sandbox: no new-events dialog over the page being measured.
    SANDBOX_NEW_EVENTS: 'off',
  });
}

/** Registers, for the bench file that calls it, a fresh sandbox state and the single-bundle sandbox around its tests. */
export function runBesideSingleBundle(): void {
  let monolith: SandboxProcess | null = null;
  test.beforeAll(async () => {
    await resetSandbox();
    monolith = await startSingleBundleSandbox();
  });
  test.afterAll(async () => {
    await monolith?.stop();
  });
}
