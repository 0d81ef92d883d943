/** Public API of @portal/platform: the page's singletons shared by the host and every cabinet remote. */
export {
  TOKEN_REFRESH_CHECK_INTERVAL_MS,
  TOKEN_MIN_VALIDITY_SECONDS,
  UNAUTHORIZED_RETRY_LIMIT,
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  TOKEN_COOKIE_EXPIRY_DAYS,
  API_BASE_PATH,
} from './constants';

export { getCookie, setCookie, removeCookie, assertCookieName, type CookieOptions } from './cookies/cookies';
export { readAccessTokenCookie } from './cookies/tokenCookies';

export type { SessionState, SessionTokens, TokenClaims } from './session/sessionState';
export { sessionStore } from './session/sessionStore';
export { useSession, useCurrentUser } from './session/useSession';

export type { IdentityClient, IdentityClientFactory, IdentityInitOptions } from './identity/identityClient';
export { startSession, login, logout, refreshSessionToken, stopSession, type StartSessionOptions } from './identity/session';

export { http, getJson, sendJson } from './http/http';
export { createHttpClient, type HttpClientOptions } from './http/createHttpClient';

export { loadCurrentUser } from './user/loadCurrentUser';
export { markLastLogin } from './user/markLastLogin';
