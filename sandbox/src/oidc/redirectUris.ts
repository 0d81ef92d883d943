/**
 * The portal-web client accepts a page as redirect, post-logout redirect and credentialed CORS origin only on the
 * portal's own origins: the public URL and those configured besides it (SANDBOX_PORTAL_ORIGINS, e.g. the host's
 * dev server). Any other local port could be a stranger's page.
 */
export function isAllowedRedirectUri(value: string, portalOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash) return false;
  return portalOrigins.some((origin) => new URL(origin).origin === url.origin);
}
