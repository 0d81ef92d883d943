import vm from 'node:vm';
import {
  cabinetIdentityProblem,
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

/** How the candidate is judged: the host's versions and, when the portal is known, its origin (the browser's Origin). */
export interface PreflightOptions {
  hostVersions: Readonly<Record<string, string>>;
  satisfy: Satisfy;
  portalOrigin: string | null;
}

type Answer = { ok: true; text: string } | { ok: false; reason: string };

/**
 * GET as the portal's page will: with its Origin, refused unless the answer lets that origin read it (CORS). A remote
 * whose PORTAL_ORIGIN is not the portal's answers no Access-Control-Allow-Origin, and every browser load of it fails
 * with "Failed to fetch", though a request without an Origin succeeds.
 */
async function get(url: string, portalOrigin: string | null): Promise<Answer> {
  const crossOrigin = portalOrigin !== null && new URL(url).origin !== portalOrigin;
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', ...(crossOrigin ? { headers: { Origin: portalOrigin } } : {}) });
  } catch (error) {
    return { ok: false, reason: `GET ${url} failed: ${(error as Error).message}${(error as { cause?: Error }).cause ? ` (${(error as { cause: Error }).cause.message})` : ''}` };
  }
  if (!response.ok) return { ok: false, reason: `GET ${url} answered ${response.status}` };
  const allowed = response.headers.get('access-control-allow-origin');
  if (crossOrigin && allowed !== portalOrigin && allowed !== '*') {
    return {
      ok: false,
      reason: `the portal's pages may not read it: GET ${url} with Origin ${portalOrigin} answered ${allowed === null ? 'no Access-Control-Allow-Origin' : `Access-Control-Allow-Origin ${allowed}`}, so browsers fail with "Failed to fetch" (set the remote's PORTAL_ORIGIN to ${portalOrigin})`,
    };
  }
  return { ok: true, text: await response.text() };
}

/**
 * What the host would do with a candidate before it runs any of its code (remoteRegistry's loadVersion): read its
 * mf-manifest.json, check that it is the cabinet it is offered as and the shared versions it requires against the
 * host's with the same functions, and, beyond the host, fetch remoteEntry.js, check that it is JavaScript and read the
 * requirements compiled into it. With the portal's origin both are fetched as its pages fetch them (CORS).
 */
export async function preflight(scope: string, url: string, { hostVersions, satisfy, portalOrigin }: PreflightOptions): Promise<Preflight> {
  const manifestAnswer = await get(url, portalOrigin);
  if (!manifestAnswer.ok) return { ok: false, url, reason: `manifest unreachable: ${manifestAnswer.reason}` };
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestAnswer.text);
  } catch {
    return { ok: false, url, reason: `manifest is not JSON: ${url}` };
  }
  if (!isRemoteManifestFiles(manifest)) return { ok: false, url, reason: `not a module federation manifest (no metaData.remoteEntry): ${url}` };
  const identity = cabinetIdentityProblem(scope, manifest);
  if (identity) return { ok: false, url, reason: identity };
  const entry = remoteEntryUrl(url, manifest);
  const entryAnswer = await get(entry, portalOrigin);
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
