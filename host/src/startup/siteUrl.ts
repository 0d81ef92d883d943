/** Absolute URL of a path on this site (fetch outside a browser page needs absolute URLs). */
export function siteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
