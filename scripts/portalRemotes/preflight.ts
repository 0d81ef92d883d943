import vm from 'node:vm';
import {
  describeIncompatibilities,
  entryRequirements,
  incompatibilities,
  manifestRequirements,
  type Incompatibility,
  type Satisfy,
} from '../../shared/api/src/remotes';
import { isRemoteManifestFiles, remoteEntryUrl, remoteVersion } from '../../host/src/remotes/remoteManifestFiles';

export type Preflight =
  | { ok: true; url: string; version: string | null; entry: string }
  | { ok: false; url: string; reason: string; problems?: Incompatibility[] };

async function get(url: string): Promise<{ ok: true; text: string } | { ok: false; reason: string }> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return { ok: false, reason: `GET ${url} answered ${response.status}` };
    return { ok: true, text: await response.text() };
  } catch (error) {
    return { ok: false, reason: `GET ${url} failed: ${(error as Error).message}${(error as { cause?: Error }).cause ? ` (${(error as { cause: Error }).cause.message})` : ''}` };
  }
}

/**
 * What the host would do with a candidate before it runs any of its code (remoteRegistry's loadVersion): read its
 * mf-manifest.json, check the shared versions it requires against the host's with the same function, and, beyond
 * the host, fetch remoteEntry.js, check that it is JavaScript and read the requirements compiled into it.
 */
export async function preflight(url: string, hostVersions: Readonly<Record<string, string>>, satisfy: Satisfy): Promise<Preflight> {
  const manifestAnswer = await get(url);
  if (!manifestAnswer.ok) return { ok: false, url, reason: `manifest unreachable: ${manifestAnswer.reason}` };
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestAnswer.text);
  } catch {
    return { ok: false, url, reason: `manifest is not JSON: ${url}` };
  }
  if (!isRemoteManifestFiles(manifest)) return { ok: false, url, reason: `not a module federation manifest (no metaData.remoteEntry): ${url}` };
  const entry = remoteEntryUrl(url, manifest);
  const entryAnswer = await get(entry);
  if (!entryAnswer.ok) return { ok: false, url, reason: `entry unreachable: ${entryAnswer.reason}` };
  try {
    // Compiled, not run: a page of HTML or a truncated file is refused as the browser would refuse it.
    new vm.Script(entryAnswer.text, { filename: entry });
  } catch (error) {
    return { ok: false, url, reason: `entry is not JavaScript: ${entry} (${(error as Error).message})` };
  }
  const problems = incompatibilities(hostVersions, [...manifestRequirements(manifest), ...entryRequirements(entryAnswer.text)], satisfy);
  if (problems.length) return { ok: false, url, reason: `incompatible with this portal: ${describeIncompatibilities(problems)}`, problems };
  return { ok: true, url, version: remoteVersion(manifest), entry };
}
