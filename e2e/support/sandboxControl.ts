import type { RemoteEntry } from '../../shared/api/src/remotes';
import { writeFileSync } from 'node:fs';
import { E2E_BASE_URL, REMOTES_FILE, defaultRemotes } from './ports';

async function post(path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${E2E_BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** Back to the demo state: scopes, faults, every remote online. */
export async function resetSandbox(): Promise<void> {
  await post('/__sandbox/reset');
  writeRemotesFile(defaultRemotes());
}

export async function setRemoteOnline(scope: string, online: boolean): Promise<void> {
  await post(`/__sandbox/remotes/${scope}/${online ? 'online' : 'offline'}`);
}

/** What ops do to swap a cabinet version: edit /remotes.json, no host rebuild. */
export function writeRemotesFile(remotes: Record<string, RemoteEntry>): void {
  writeFileSync(REMOTES_FILE, JSON.stringify(remotes, null, 2));
}

/**
 * Every access token issued until now is refused as expired (401); the portal's refresh gets one that passes.
 * Token times are whole seconds, so it first lets the current second pass: the token in use is then older.
 */
export async function expireAccessTokens(): Promise<void> {
  await new Promise((done) => setTimeout(done, 1100));
  await post('/__sandbox/tokens/expire');
}
