import { removeCookie } from './cookies';

/** Every path a cookie seen on `pathname` can have been set with: '/' and each prefix, with and without a final '/'. */
function pathsAbove(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const prefixes = segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
  return ['/', ...prefixes.flatMap((prefix) => [prefix, `${prefix}/`])];
}

/** The host itself and each parent domain a sibling host can name in Domain= (an IP address has none). */
function domainsAbove(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  const labels = hostname.split('.');
  if (labels.length === 1) return [hostname];
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/**
 * Removes every cookie of `name` this page may see, whoever set it: the portal's own (host-only, path /), one a
 * deeper Path put in front of it, and one a sibling host set with Domain=<parent> (a browser keeps each apart and
 * removes only the one whose domain and path match, so each pair is tried; a parent the browser refuses, like a
 * public suffix, is ignored by it).
 */
export function removeCookieEverywhere(name: string, where: Pick<Location, 'hostname' | 'pathname'> = window.location): void {
  for (const path of pathsAbove(where.pathname)) {
    removeCookie(name, { path });
    for (const domain of domainsAbove(where.hostname)) removeCookie(name, { path, domain });
  }
}
