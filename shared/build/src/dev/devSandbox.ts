import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devPorts, type DevPorts } from '../remoteNames';

type Scope = 'LKK' | 'LKD' | 'LKA' | 'LKP';
const SCOPES: Scope[] = ['LKK', 'LKD', 'LKA', 'LKP'];

/** Where the sandbox serves a cabinet's last build: the ports right after its own (3001–3004 by default). */
function staticRemotePort(scope: Scope, ports: DevPorts): number {
  return ports.sandbox + SCOPES.indexOf(scope) + 1;
}

/**
 * The remotes file of a cabinet team's dev session: their cabinet from its dev server, the others from the
 * sandbox's own static servers (their last build), exactly as ops would point /remotes.json at a new release.
 */
export function devRemotes(scope: Scope, ports: DevPorts = devPorts()): Record<Scope, string> {
  const entries = SCOPES.map((each) => {
    const port = each === scope ? ports[each] : staticRemotePort(each, ports);
    return [each, `http://localhost:${port}/mf-manifest.json`] as const;
  });
  return Object.fromEntries(entries) as Record<Scope, string>;
}

/**
 * `pnpm --filter remote-lkd dev`: starts the sandbox (host, identity provider, /api, demo users) on
 * http://localhost:3000 (PORTAL_SANDBOX_PORT) with /remotes.json pointing this cabinet at its dev server, building the host once if it
 * has never been built. The child stops with the dev server.
 */
export function startDevSandbox(packageDir: string, scope: Scope): ChildProcess {
  const repo = path.resolve(packageDir, '..');
  const pnpm = path.join(repo, 'node_modules', '.bin', 'pnpm');
  if (!existsSync(path.join(repo, 'host', 'dist', 'index.html'))) {
    console.log('portal-build dev: the host has no build yet, building it once…');
    const build = spawnSync(pnpm, ['--filter', 'host', 'run', 'build'], { cwd: repo, stdio: 'inherit', env: { ...process.env, PORTAL_SANDBOX: '1' } });
    if (build.status !== 0) throw new Error('building the host failed');
  }
  const stateDir = path.join(os.tmpdir(), `portal-dev-${scope.toLowerCase()}`);
  mkdirSync(stateDir, { recursive: true });
  const remotesFile = path.join(stateDir, 'remotes.json');
  const ports = devPorts();
  writeFileSync(remotesFile, JSON.stringify(devRemotes(scope, ports), null, 2));
  // tsx straight from the sandbox's package, in its own process group, so stopping ends the whole sandbox.
  const sandboxDir = path.join(repo, 'sandbox');
  const child = spawn(process.execPath, [require.resolve('tsx/cli', { paths: [sandboxDir] }), 'src/main.ts'], {
    cwd: sandboxDir,
    stdio: 'inherit',
    detached: true,
    // The page's policy lets the dev server's live-reload socket through (development only).
    env: {
      ...process.env,
      PORT: String(ports.sandbox),
      SANDBOX_REMOTE_PORTS: SCOPES.map((each) => `${each}=${staticRemotePort(each, ports)}`).join(','),
      REMOTES_FILE: remotesFile,
      SANDBOX_DEV_SOCKETS: `ws://localhost:${ports[scope]}`,
      // The sandbox stops by itself if this process ends without stopping it (killed).
      SANDBOX_STOP_WITH_PID: String(process.pid),
    },
  });
  const stop = () => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      stop();
      process.exit(0);
    });
  }
  return child;
}
