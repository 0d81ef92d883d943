import { ACCESS_TOKEN_COOKIE } from '@portal/platform/src/constants';

/**
 * Whether the platform's token cookie says a session was open in this browser (it is removed on sign-out): a
 * returning user, whose app start-up may begin while keycloak-js checks the session.
 */
export function hasSessionCookie(doc: Document = document): boolean {
  return doc.cookie.split(';').some((part) => part.trim().startsWith(`${ACCESS_TOKEN_COOKIE}=`));
}
