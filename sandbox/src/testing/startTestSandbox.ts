import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCOPES } from '@portal/api';
import type { SandboxOptions } from '../config/sandboxOptions';
import { startSandbox, type RunningSandbox } from '../startSandbox';
import { OidcTestClient, TEST_REDIRECT_URI } from './oidcClient';

/**
 * The time a test file's hook gives startTestSandbox: starting a whole sandbox (its servers, the identity provider,
 * the seeded world) is work, not a wait, and on two cores kept busy by other work it took more than jest's 15 s.
 */
export const SANDBOX_START_MS = 60_000;

export interface TestSandbox extends RunningSandbox {
  dir: string;
  hostDist: string;
  /** Signs `username` in through the login form and returns the access token. */
  accessTokenOf(username: string): Promise<string>;
  /** fetch against the main port with an optional bearer token and JSON body; /api/ calls carry X-Requested-With as the portal's do. */
  call(pathname: string, init?: { method?: string; token?: string; body?: string; headers?: Record<string, string> }): Promise<Response>;
  stop(): Promise<void>;
}

/** A sandbox on free ports with throw-away host and remote builds in a temp folder; `overrides` add options. */
export async function startTestSandbox(overrides: Pick<SandboxOptions, 'externalIssuer' | 'testControls' | 'shapes' | 'quiet' | 'uploadLimits' | 'signChallengeCapacity' | 'identityStoreCapacity' | 'trustedProxies'> = {}): Promise<TestSandbox> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-sandbox-test-'));
  const hostDist = path.join(dir, 'host-dist');
  mkdirSync(hostDist);
  writeFileSync(path.join(hostDist, 'index.html'), '<!DOCTYPE html><title>host</title><div id="root"></div>');
  writeFileSync(path.join(hostDist, 'main.0123abcd.js'), 'console.log("host")');
  const remotes = SCOPES.map((scope) => {
    const dist = path.join(dir, `remote-${scope.toLowerCase()}`);
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: scope, version: '0.1.0' }));
    writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${scope} */`);
    return { scope, port: 0, dist };
  });
  // The test client's redirect page stands for a second portal origin (like the host's dev server).
  const sandbox = await startSandbox({ port: 0, hostDist, remotes, remotesFile: path.join(dir, 'state', 'remotes.json'), quiet: true, portalOrigins: [new URL(TEST_REDIRECT_URI).origin], ...overrides });

  const call: TestSandbox['call'] = (pathname, init = {}) => {
    const headers: Record<string, string> = { ...(pathname.startsWith('/api/') ? { 'x-requested-with': 'XMLHttpRequest' } : {}), ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    return fetch(`${sandbox.urls.main}${pathname}`, { method: init.method ?? 'GET', headers, body: init.body });
  };

  return {
    ...sandbox,
    dir,
    hostDist,
    call,
    accessTokenOf: async (username) => (await new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer).signIn(username)).access_token,
    stop: async () => {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
