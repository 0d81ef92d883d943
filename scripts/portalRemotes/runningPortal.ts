import { PORTAL_SHARED_FILE, portalSharedVersionsOf, type PortalSharedVersions } from '../../shared/build/src/portalSharedVersions';

/** The portal's origin from `--portal` / PORTAL_PUBLIC_URL (any path is dropped); null when it is not an http(s) URL. */
export function portalOriginOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The versions the running portal's host provides (its /portal-shared.json, written by its build): a cabinet build
 * must fit the host users run, which need not be the one in the operator's checkout.
 */
export async function runningPortalVersions(origin: string): Promise<{ ok: true; versions: PortalSharedVersions } | { ok: false; reason: string }> {
  const url = `${origin}/${PORTAL_SHARED_FILE}`;
  const older = `the portal's host is older than this check (built before it served /${PORTAL_SHARED_FILE}): release the host first, or judge against this checkout by leaving out --portal, only if the checkout holds the host that runs`;
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch (error) {
    const cause = (error as { cause?: Error }).cause;
    return { ok: false, reason: `the portal's shared versions are unreachable: GET ${url} failed: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}` };
  }
  if (response.status === 404) return { ok: false, reason: `GET ${url} answered 404: ${older}` };
  if (!response.ok) return { ok: false, reason: `GET ${url} answered ${response.status}: the portal's shared versions cannot be read` };
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    json = null;
  }
  const versions = portalSharedVersionsOf(json);
  // An older host's nginx answers an unknown path with its page (the SPA fallback), 200 and HTML.
  if (!versions) return { ok: false, reason: `GET ${url} answered no shared versions (${response.headers.get('content-type') ?? 'no content type'}): ${older}` };
  return { ok: true, versions };
}
