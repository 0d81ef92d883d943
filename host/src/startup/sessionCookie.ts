import { readAccessTokenCookie, resumableTokenCookies } from '@portal/platform/src/cookies/tokenCookies';

/**
 * Whether the token cookie the platform wrote says a session was open in this browser (it is removed on sign-out):
 * a returning user, whose app start-up may begin while keycloak-js checks the session. A token cookie the portal did
 * not write (decision 0058) does not count.
 */
export function hasSessionCookie(): boolean {
  return readAccessTokenCookie() !== undefined;
}

/**
 * The `sub` claim of the access token the platform wrote to its cookie, unverified: only to pick the user's canary
 * bucket while keycloak-js checks the session (decision 0042); null without a readable token.
 */
export function sessionCookieSubject(): string | null {
  const payload = readAccessTokenCookie()?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

/**
 * The tokens the platform wrote to its cookies when the session was last open in this browser (spec §4), for
 * keycloak-js to resume the session with one refresh instead of the silent check's three round trips (decision
 * 0048); nothing when either is missing, when the portal did not write them, or when a second cookie of either name
 * shows tampering (decision 0058: then every copy is removed and the session is checked afresh).
 */
export function storedSessionTokens(): { token: string; refreshToken: string } | Record<string, never> {
  return resumableTokenCookies() ?? {};
}
