import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { E2E_STATE_DIR, E2E_WORKERS, NEWER_KIT_DIST, NEWER_PLATFORM_DIST, defaultRemotes, portBlock, swapDist, type PortBlock } from './ports';
import { makeSecondBuilds } from './secondBuilds';
import { E2E_PASSWORD_CHANGE_PATH } from './passwordChange';
import { E2E_WORLD_TODAY, startSandboxProcess } from './sandboxProcess';
import { ROLLOUT_DIR, writeRolloutFixtures } from './rolloutFixtures';

/** One sandbox per worker (ports.ts): the sandbox keeps state for the run, so workers must not share one. */
function startBlockSandbox(block: PortBlock) {
  writeFileSync(block.remotesFile, JSON.stringify(defaultRemotes(block.remotePorts), null, 2));
  return startSandboxProcess(block.port, {
    REMOTES_FILE: block.remotesFile,
    SANDBOX_REMOTE_PORTS: Object.entries(block.remotePorts).map(([scope, port]) => `${scope}=${port}`).join(','),
    // The new-events dialog would cover the cabinet in every other test: events.spec.ts switches it on itself.
    SANDBOX_NEW_EVENTS: 'off',
    PASSWORD_CHANGE_PATH: E2E_PASSWORD_CHANGE_PATH,
    // Every test reads the demo world on its fixed date: seeded dates, numbers (Р-7001/25) and figures are asserted.
    SANDBOX_TODAY: E2E_WORLD_TODAY,
    SANDBOX_EXTRA_STATIC: [
      ...Object.entries(block.swapPorts).map(([scope, port]) => `${port}=${swapDist(scope as keyof PortBlock['swapPorts'])}`),
      `${block.newerKitPort}=${NEWER_KIT_DIST}`,
      `${block.newerPlatformPort}=${NEWER_PLATFORM_DIST}`,
      `${block.rolloutPort}=${ROLLOUT_DIR}`,
    ].join(','),
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  makeSecondBuilds();
  rmSync(E2E_STATE_DIR, { recursive: true, force: true });
  mkdirSync(E2E_STATE_DIR, { recursive: true });
  writeRolloutFixtures();

  const sandboxes = await Promise.all(Array.from({ length: E2E_WORKERS }, (_, index) => startBlockSandbox(portBlock(index))));
  return async () => {
    await Promise.all(sandboxes.map((sandbox) => sandbox.stop()));
  };
}
