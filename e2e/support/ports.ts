import path from 'node:path';
import os from 'node:os';

/**
 * Ports of the sandbox that browser tests start; away from `npm start`'s 3000–3004 so both can run. E2E_PORT_BASE
 * moves the whole block (base … base + 35), so a second checkout can run its browser tests beside this one.
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 4100);
export const E2E_PORT = BASE;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_REMOTE_PORTS = { LKK: BASE + 1, LKD: BASE + 2, LKA: BASE + 3, LKP: BASE + 4 } as const;
/** A second build of every remote with another version label, for the version-swap story (one port each). */
export const E2E_SWAP_PORTS = { LKK: BASE + 11, LKD: BASE + 13, LKA: BASE + 14, LKP: BASE + 15 } as const;
export const SWAP_VERSION = '0.2.0-swap';
/** remote-lkd built against a newer UI kit than the host provides (the incompatible-remote story). */
export const E2E_NEWER_KIT_PORT = BASE + 12;
export const NEWER_KIT_VERSION = '1.99.0';
/**
 * Broken versions of the LKK cabinet, one folder each, for the roll-out fallback stories (rolloutFixtures.ts): made
 * from the swap build and by hand, no build of their own.
 */
export const E2E_ROLLOUT_PORT = BASE + 20;
/** A cabinet team's dev session (`pnpm --filter remote-lkd dev`) moved off its default ports: its sandbox, whose cabinet builds follow on the next four, and LKD's dev server. */
export const E2E_DEV_PORTS = { sandbox: BASE + 30, LKD: BASE + 35 } as const;

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const E2E_STATE_DIR = path.join(os.tmpdir(), BASE === 4100 ? 'portal-e2e' : `portal-e2e-${BASE}`);
export const REMOTES_FILE = path.join(E2E_STATE_DIR, 'remotes.json');
/** Where each remote's second version is built. */
export function swapDist(scope: keyof typeof E2E_SWAP_PORTS): string {
  return path.join(REPO_ROOT, `remote-${scope.toLowerCase()}`, 'dist-swap');
}
export const NEWER_KIT_DIST = path.join(REPO_ROOT, 'remote-lkd', 'dist-newer-kit');

export function manifestUrl(port: number): string {
  return `http://localhost:${port}/mf-manifest.json`;
}

export function defaultRemotes(): Record<string, string> {
  return Object.fromEntries(Object.entries(E2E_REMOTE_PORTS).map(([scope, port]) => [scope, manifestUrl(port)]));
}
