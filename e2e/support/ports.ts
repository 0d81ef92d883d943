import path from 'node:path';
import os from 'node:os';

/** Ports of the sandbox that browser tests start; away from `npm start`'s 3000–3004 so both can run. */
export const E2E_PORT = 4100;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_REMOTE_PORTS = { LKK: 4101, LKD: 4102, LKA: 4103, LKP: 4104 } as const;
/** A second build of every remote with another version label, for the version-swap story (one port each). */
export const E2E_SWAP_PORTS = { LKK: 4111, LKD: 4113, LKA: 4114, LKP: 4115 } as const;
export const SWAP_VERSION = '0.2.0-swap';
/** remote-lkd built against a newer UI kit than the host provides (the incompatible-remote story). */
export const E2E_NEWER_KIT_PORT = 4112;
export const NEWER_KIT_VERSION = '1.99.0';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const E2E_STATE_DIR = path.join(os.tmpdir(), 'portal-e2e');
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
