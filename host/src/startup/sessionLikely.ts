import { hasSessionCookie } from './sessionCookie';

/**
 * Whether this page load comes back from the identity provider's login with an authorization code (keycloak-js's
 * fragment response mode: `#state=…&code=…`): the session is a token exchange away.
 */
export function isSignInReturn(hash: string): boolean {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  return fields.has('state') && fields.has('code');
}

/**
 * Whether a session is likely while keycloak-js checks it: the platform's token cookie of the last visit, or a return
 * from the login page with a code. Start-up then fetches the app and the cabinet meanwhile (decisions 0030, 0049).
 */
export function isSessionLikely(location: Pick<Location, 'hash'>): boolean {
  return hasSessionCookie() || isSignInReturn(location.hash);
}
