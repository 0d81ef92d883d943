/**
 * The portal's own callback pages: where keycloak-js returns after login and logout (the site origin, spec §2 "the
 * site origin as return address") and the silent sign-on check page (spec §7 silent-check-sso.html). No other page
 * of the portal takes a code or a token, so no other path is a valid redirect: a page that could read the fragment
 * of a redirect elsewhere on the origin could steal the code.
 */
export const PORTAL_CALLBACK_PATHS = ['/', '/silent-check-sso.html'] as const;

/**
 * The portal-web client accepts a redirect and a post-logout redirect only to the portal's callback pages on its own
 * origins: the public URL and those configured besides it (SANDBOX_PORTAL_ORIGINS, e.g. the host's dev server). Any
 * other local port could be a stranger's page; any other path a page that leaks the answer.
 */
export function isAllowedRedirectUri(value: string, portalOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || url.search || url.username || url.password) return false;
  if (!(PORTAL_CALLBACK_PATHS as readonly string[]).includes(url.pathname)) return false;
  return portalOrigins.some((origin) => new URL(origin).origin === url.origin);
}
