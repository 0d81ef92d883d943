import type { PageCodeVerdict } from '@portal/platform';
import { candidatesFor } from '@portal/api/remotes';
import { parseRemotesManifest } from '@portal/api';
import { siteUrl } from '../startup/siteUrl';
import { remoteManifestUrl, remoteScriptUrl } from './remoteManifestUrl';
import { bucketOf, versionsPassedOver } from './remoteRegistry';
import { reportPageCodeFailure } from './reportPageCodeFailure';
import { runningVersions, type RunningCabinet } from './runningVersions';

/** What a no-store GET found: the file, no such file (404, 410), or no answer that says either. */
type Probe = { kind: 'there'; body: Response } | { kind: 'missing' } | { kind: 'unknown' };

/** A no-store GET, as `probe` reads it; each caller names the file it reads (the call catalogue scans for it). */
async function probe(read: (() => Promise<Response>) | null): Promise<Probe> {
  if (!read) return { kind: 'unknown' };
  try {
    const response = await read();
    if (response.ok) return { kind: 'there', body: response };
    return response.status === 404 || response.status === 410 ? { kind: 'missing' } : { kind: 'unknown' };
  } catch {
    return { kind: 'unknown' };
  }
}

/** The script webpack failed to load: its ChunkLoadError names it in `request`. */
export function failedChunkOf(error: unknown): string | null {
  const request = (error as { request?: unknown } | null)?.request;
  return typeof request === 'string' && request ? request : null;
}

/** Whether /remotes.json (as answered now) sends this user to another version than the one running. */
async function offeredAnotherVersion(running: RunningCabinet, remotes: Probe): Promise<boolean | null> {
  if (remotes.kind !== 'there') return null;
  try {
    const entry = parseRemotesManifest(await remotes.body.json())[running.scope];
    if (!entry) return true;
    // The running version may be a fallback: candidates that failed to start on this page do not count.
    const passedOver = new Set(versionsPassedOver(running.scope));
    const offered = candidatesFor(entry, bucketOf(running.scope)).map((named) => remoteManifestUrl(named)).find((url) => !passedOver.has(url));
    return offered !== running.url;
  } catch {
    return null;
  }
}

/** Whether the running version's manifest, read afresh, is gone or now describes another build (replaced in place). */
async function manifestReplaced(running: RunningCabinet, manifest: Probe): Promise<boolean> {
  if (manifest.kind === 'missing') return true;
  if (manifest.kind !== 'there') return false;
  try {
    const version = ((await manifest.body.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown } } }).metaData?.buildInfo?.buildVersion;
    return running.version !== null && typeof version === 'string' && version !== running.version;
  } catch {
    return false;
  }
}

/**
 * Why a page of the running cabinet could not load its code (the platform's page-code judge, set at start-up). The
 * version is gone when the site answers and says so: the chunk or the manifest is no longer there (404), the manifest
 * names another build, or /remotes.json now sends this user to another version. Anything else (no answer at all, the
 * files still there) is the network's or a server's: a retry may work. Every failure is reported through log/error.
 */
export async function judgePageCode(error: unknown): Promise<PageCodeVerdict> {
  const running = runningVersions.getState().cabinet;
  // Not a cabinet's page (or before one started): nothing to judge it against.
  if (!running) return 'unreachable';
  const chunk = failedChunkOf(error);
  const [chunkProbe, manifest, remotes] = await Promise.all([
    probe(chunk ? () => fetch(remoteScriptUrl(chunk), { cache: 'no-store' }) : null),
    probe(() => fetch(remoteManifestUrl(running.url), { cache: 'no-store' })),
    probe(() => fetch(siteUrl('/remotes.json'), { cache: 'no-store' })),
  ]);
  const gone = chunkProbe.kind === 'missing' || (await manifestReplaced(running, manifest)) || (await offeredAnotherVersion(running, remotes)) === true;
  const verdict: PageCodeVerdict = gone ? 'version-gone' : 'unreachable';
  reportPageCodeFailure(running, chunk, verdict, error);
  return verdict;
}
