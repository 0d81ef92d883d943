import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, TOKEN_COOKIE_EXPIRY_DAYS } from '../constants';
import { getCookieValues, removeCookie, setCookie } from './cookies';
import { removeCookieEverywhere } from './removeCookieEverywhere';
import { bindSessionTokens, forgetSessionBinding, isBoundAccessToken, isBoundRefreshToken } from './sessionBinding';

/**
 * The access and refresh tokens live in cookies (spec §3 Session, §9): SameSite=Strict, Secure on https, 1 day. The
 * binding records which values the portal wrote, so that a cookie of the same name from elsewhere is never taken
 * for them (decision 0058).
 */
export function writeTokenCookies(accessToken: string, refreshToken: string | undefined): void {
  bindSessionTokens(accessToken, refreshToken);
  setCookie(ACCESS_TOKEN_COOKIE, accessToken, { expires: TOKEN_COOKIE_EXPIRY_DAYS, sameSite: 'Strict' });
  if (refreshToken) setCookie(REFRESH_TOKEN_COOKIE, refreshToken, { expires: TOKEN_COOKIE_EXPIRY_DAYS, sameSite: 'Strict' });
  else removeCookie(REFRESH_TOKEN_COOKIE);
}

export function clearTokenCookies(): void {
  forgetSessionBinding();
  removeCookie(ACCESS_TOKEN_COOKIE);
  removeCookie(REFRESH_TOKEN_COOKIE);
}

/**
 * The bearer every API call carries (spec §7: from the access_token cookie): the access_token cookie the portal
 * wrote, wherever it stands among cookies of that name (a deeper Path, or a sibling host's Domain=<parent>, puts
 * another one first); none when the portal wrote none.
 */
export function readAccessTokenCookie(): string | undefined {
  return getCookieValues(ACCESS_TOKEN_COOKIE).find(isBoundAccessToken);
}

/**
 * The token pair a returning user's session may be resumed from (decision 0048): exactly one cookie of each name,
 * both the values the portal wrote. Two cookies of one name are tampering: every copy the page can reach is removed
 * and the binding forgotten, so the session is checked afresh (the silent sign-on check, else the login). A pair
 * the portal did not write is removed too, and never adopted.
 */
export function resumableTokenCookies(): { token: string; refreshToken: string } | null {
  const access = getCookieValues(ACCESS_TOKEN_COOKIE).filter(Boolean);
  const refresh = getCookieValues(REFRESH_TOKEN_COOKIE).filter(Boolean);
  if (access.length === 0 && refresh.length === 0) return null;
  const [token] = access;
  const [refreshToken] = refresh;
  if (access.length === 1 && refresh.length === 1 && token && refreshToken && isBoundAccessToken(token) && isBoundRefreshToken(refreshToken)) {
    return { token, refreshToken };
  }
  forgetSessionBinding();
  removeCookieEverywhere(ACCESS_TOKEN_COOKIE);
  removeCookieEverywhere(REFRESH_TOKEN_COOKIE);
  return null;
}
