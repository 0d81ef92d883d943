import { ACCESS_TOKEN_COOKIE } from '@portal/platform/src/constants';

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
