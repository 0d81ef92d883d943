/**
 * The absolute address of a cabinet's mf-manifest.json as /remotes.json names it: absolute (another origin, as in
 * production) or relative to this site. Every read of a remote's manifest goes through it, which is also how the
 * call catalogue's scan (shared/api callSites.test.ts) knows the read as the site file it is.
 */
export function remoteManifestUrl(named: string, origin: string = window.location.origin): string {
  return new URL(named, origin).toString();
}

/**
 * A script of the running cabinet version, as webpack named it when it failed to load (its ChunkLoadError's request):
 * read again only to tell a version whose files are gone from a network failure (judgePageCode.ts).
 */
export function remoteScriptUrl(failed: string, origin: string = window.location.origin): string {
  return new URL(failed, origin).toString();
}
