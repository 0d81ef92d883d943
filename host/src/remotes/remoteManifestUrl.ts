/**
 * The absolute address of a cabinet's mf-manifest.json as /remotes.json names it: absolute (another origin, as in
 * production) or relative to this site. Every read of a remote's manifest goes through it, which is also how the
 * call catalogue's scan (shared/api callSites.test.ts) knows the read as the site file it is.
 */
export function remoteManifestUrl(named: string, origin: string = window.location.origin): string {
  return new URL(named, origin).toString();
}
