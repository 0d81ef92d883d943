/**
 * The portal-web client accepts any page of a local origin as redirect and post-logout redirect:
 * developers and tests run the host on changing ports. Keycloak's realm export uses wildcards for the same.
 */
export function isAllowedRedirectUri(value: string, publicUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash) return false;
  if (url.origin === new URL(publicUrl).origin) return true;
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
}
