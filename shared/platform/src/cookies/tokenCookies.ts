import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, TOKEN_COOKIE_EXPIRY_DAYS } from '../constants';
import { getCookie, removeCookie, setCookie } from './cookies';

/** The access and refresh tokens live in cookies (spec §3 Session, §9): SameSite=Strict, Secure on https, 1 day. */
export function writeTokenCookies(accessToken: string, refreshToken: string | undefined): void {
  setCookie(ACCESS_TOKEN_COOKIE, accessToken, { expires: TOKEN_COOKIE_EXPIRY_DAYS, sameSite: 'Strict' });
  if (refreshToken) setCookie(REFRESH_TOKEN_COOKIE, refreshToken, { expires: TOKEN_COOKIE_EXPIRY_DAYS, sameSite: 'Strict' });
  else removeCookie(REFRESH_TOKEN_COOKIE);
}

export function clearTokenCookies(): void {
  removeCookie(ACCESS_TOKEN_COOKIE);
  removeCookie(REFRESH_TOKEN_COOKIE);
}

/** The bearer every API call carries (spec §7). */
export function readAccessTokenCookie(): string | undefined {
  return getCookie(ACCESS_TOKEN_COOKIE) || undefined;
}
