import path from 'node:path';
import os from 'node:os';

/**
 * Ports of the sandboxes that browser tests start; away from `npm start`'s 3000–3004 so both can run.
 *
 * The suite runs in E2E_WORKERS Playwright workers. The sandbox keeps state for the run (scopes, injected faults,
 * remotes.json), so each worker gets a sandbox of its own on a port block of its own: block i starts at
 * E2E_PORT_BASE + 40 × i and spans base … base + 37. Playwright tells each worker its index (TEST_PARALLEL_INDEX);
 * the main process (global setup) starts one sandbox per block. E2E_PORT_BASE moves every block, so a second
 * checkout can run its browser tests beside this one.
 */
// A browser test keeps about two cores busy (chromium's renderer and browser processes, the sandbox, Playwright):
// on CI's 2 cores a second worker measured no faster, so one worker per two cores unless E2E_WORKERS says otherwise.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.floor(os.availableParallelism() / 2)));
const RUN_BASE = Number(process.env.E2E_PORT_BASE ?? 4100);
const BLOCK_SIZE = 40;

export interface PortBlock {
  port: number;
  baseUrl: string;
  remotePorts: { LKK: number; LKD: number; LKA: number; LKP: number };
  swapPorts: { LKK: number; LKD: number; LKA: number; LKP: number };
  newerKitPort: number;
  newerPlatformPort: number;
  rolloutPort: number;
  devPorts: { sandbox: number; LKD: number };
  /** The production nginx suite (productionNginx.ts): nginx for each remote and the host, the sandbox behind it. */
  productionNginx: { remotes: { LKK: number; LKD: number; LKA: number; LKP: number }; sandbox: number; host: number; secondLkk: number };
  /**
   * A sandbox whose portal is http://app.portal.test:<sandbox>, beside a sibling host evil.portal.test (the browser maps
   * *.portal.test to loopback), with the LKK cabinet on the next port: cookies set for the parent domain
   * (siblingCookies.spec.ts).
   */
  siblingHosts: { sandbox: number; LKK: number };
  /** This sandbox's remotes.json (the cabinet versions the host loads). */
  remotesFile: string;
}

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** Files of this run, shared by every block (remotes.json of each sandbox, the broken cabinet versions). */
export const E2E_STATE_DIR = path.join(os.tmpdir(), RUN_BASE === 4100 ? 'portal-e2e' : `portal-e2e-${RUN_BASE}`);

export function portBlock(parallelIndex: number): PortBlock {
  const base = RUN_BASE + BLOCK_SIZE * parallelIndex;
  return {
    port: base,
    baseUrl: `http://localhost:${base}`,
    remotePorts: { LKK: base + 1, LKD: base + 2, LKA: base + 3, LKP: base + 4 },
    // A second build of every remote with another version label, for the version-swap story (one port each).
    swapPorts: { LKK: base + 11, LKD: base + 13, LKA: base + 14, LKP: base + 15 },
    // remote-lkd built against a newer UI kit than the host provides (the incompatible-remote story).
    newerKitPort: base + 12,
    // remote-lkd built against a later platform release, using an export the host's platform lacks.
    newerPlatformPort: base + 16,
    // Broken versions of the LKK cabinet (rolloutFixtures.ts), for the roll-out fallback stories.
    rolloutPort: base + 20,
    // A cabinet team's dev session (`pnpm --filter remote-lkd dev`) moved off its default ports: its sandbox, whose
    // cabinet builds follow on the next four, and LKD's dev server.
    devPorts: { sandbox: base + 30, LKD: base + 35 },
    // Debian's nginx serving deploy/'s templates: a remote's nginx on each of four ports, the sandbox behind the
    // host's, then the host's nginx (the portal's origin), and a second LKK version's nginx (roll-outs on nginx).
    productionNginx: { remotes: { LKK: base + 21, LKD: base + 22, LKA: base + 23, LKP: base + 24 }, sandbox: base + 25, host: base + 26, secondLkk: base + 27 },
    siblingHosts: { sandbox: base + 36, LKK: base + 37 },
    remotesFile: path.join(E2E_STATE_DIR, `remotes-${parallelIndex}.json`),
  };
}

/** The block of the worker this code runs in (block 0 in the main process). */
const block = portBlock(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_PORT = block.port;
export const E2E_BASE_URL = block.baseUrl;
export const E2E_REMOTE_PORTS = block.remotePorts;
export const E2E_SWAP_PORTS = block.swapPorts;
export const SWAP_VERSION = '0.2.0-swap';
export const E2E_NEWER_KIT_PORT = block.newerKitPort;
export const NEWER_KIT_VERSION = '1.99.0';
export const E2E_NEWER_PLATFORM_PORT = block.newerPlatformPort;
/** A later platform release than the host's (shared/platform/package.json): a minor one, adding exports. */
export const NEWER_PLATFORM_VERSION = '1.99.0';
export const E2E_ROLLOUT_PORT = block.rolloutPort;
export const E2E_DEV_PORTS = block.devPorts;
export const E2E_PRODUCTION_NGINX_PORTS = block.productionNginx;
export const E2E_SIBLING_HOSTS_PORTS = block.siblingHosts;
export const REMOTES_FILE = block.remotesFile;

/** Where each remote's second version is built. */
export function swapDist(scope: keyof PortBlock['swapPorts']): string {
  return path.join(REPO_ROOT, `remote-${scope.toLowerCase()}`, 'dist-swap');
}
export const NEWER_KIT_DIST = path.join(REPO_ROOT, 'remote-lkd', 'dist-newer-kit');
export const NEWER_PLATFORM_DIST = path.join(REPO_ROOT, 'remote-lkd', 'dist-newer-platform');

export function manifestUrl(port: number): string {
  return `http://localhost:${port}/mf-manifest.json`;
}

/** The cabinet versions a sandbox starts with: each remote's own build on its block's port. */
export function defaultRemotes(remotePorts: PortBlock['remotePorts'] = E2E_REMOTE_PORTS): Record<string, string> {
  return Object.fromEntries(Object.entries(remotePorts).map(([scope, port]) => [scope, manifestUrl(port)]));
}
