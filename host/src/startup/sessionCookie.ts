import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@portal/platform/src/constants';

/**
 * Whether the platform's token cookie says a session was open in this browser (it is removed on sign-out): a
 * returning user, whose app start-up may begin while keycloak-js checks the session.
 */
export function hasSessionCookie(doc: Document = document): boolean {
  return doc.cookie.split(';').some((part) => part.trim().startsWith(`${ACCESS_TOKEN_COOKIE}=`));
}

/**
 * The `sub` claim of the access token in the platform's token cookie, unverified: only to pick the user's canary
 * bucket while keycloak-js checks the session (decision 0042); null without a readable token.
 */
export function sessionCookieSubject(doc: Document = document): string | null {
  const cookie = doc.cookie.split(';').find((part) => part.trim().startsWith(`${ACCESS_TOKEN_COOKIE}=`));
  const payload = cookie?.trim().slice(ACCESS_TOKEN_COOKIE.length + 1).split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(decodeURIComponent(payload).replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

function cookieValue(doc: Document, name: string): string | null {
  const cookie = doc.cookie.split(';').find((part) => part.trim().startsWith(`${name}=`));
  const value = cookie?.trim().slice(name.length + 1);
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The tokens the platform wrote to its cookies when the session was last open in this browser (spec §4), for
 * keycloak-js to resume the session with one refresh instead of the silent check's three round trips (decision
 * 0048); nothing when either is missing.
 */
export function storedSessionTokens(doc: Document = document): { token: string; refreshToken: string } | Record<string, never> {
  const token = cookieValue(doc, ACCESS_TOKEN_COOKIE);
  const refreshToken = cookieValue(doc, REFRESH_TOKEN_COOKIE);
  return token && refreshToken ? { token, refreshToken } : {};
}
