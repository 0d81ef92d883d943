import { expect } from '@playwright/test';
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
 * Token times are whole seconds and the token in use was issued in this second or before: waiting for the next
 * second to begin (the clock's state, not a fixed sleep) is enough for it to count as older.
 */
export async function expireAccessTokens(): Promise<void> {
  const thisSecond = Math.floor(Date.now() / 1000);
  await expect.poll(() => Math.floor(Date.now() / 1000), { intervals: [50] }).toBeGreaterThan(thisSecond);
  await post('/__sandbox/tokens/expire');
}
