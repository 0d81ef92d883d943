import { getCookie, removeCookie, setCookie } from '@portal/platform';
import type { BrowserFacts, ClockFacts } from '@portal/platform/src/signing/workstationChecks';
import { parseIdentityConfig } from '../startup/identityConfig';
import { siteUrl } from '../startup/siteUrl';

/** What one GET /config told: the server's clock (Date header) and where the identity provider is. */
export interface ServerInfo {
  clock: ClockFacts;
  identityOrigin: string | null;
}

/**
 * GET /config (spec §7), the one call a visitor who has not signed in can make: its Date header is the server's
 * clock (read at the middle of the round trip), its url the identity provider's origin. Never throws.
 */
export async function readServerInfo(now: () => number = Date.now): Promise<ServerInfo> {
  const sent = now();
  let response: Response;
  try {
    response = await fetch(siteUrl('/config'), { cache: 'no-store' });
  } catch (error) {
    return { clock: { localMs: now(), serverMs: null, reason: error instanceof Error ? error.message : 'нет ответа сервера' }, identityOrigin: null };
  }
  const received = now();
  const localMs = Math.round((sent + received) / 2);
  const header = response.headers.get('date');
  const serverMs = header ? Date.parse(header) : Number.NaN;
  let identityOrigin: string | null = null;
  try {
    identityOrigin = new URL(parseIdentityConfig(await response.json()).url, window.location.origin).origin;
  } catch {
    identityOrigin = null;
  }
  return {
    clock: Number.isFinite(serverMs) ? { localMs, serverMs } : { localMs, serverMs: null, reason: header ? `непонятный заголовок Date «${header}»` : 'сервер не прислал заголовок Date' },
    identityOrigin,
  };
}

const TEST_COOKIE = 'portal_cookie_check';

/** Whether a cookie written on this page can be read back (and removed again). */
export function cookieSticks(): boolean {
  try {
    setCookie(TEST_COOKIE, '1', { path: '/', sameSite: 'Strict' });
    const stuck = getCookie(TEST_COOKIE) === '1';
    removeCookie(TEST_COOKIE, { path: '/' });
    return stuck;
  } catch {
    return false;
  }
}

export function browserFacts(identityOrigin: string | null): BrowserFacts {
  return {
    userAgent: navigator.userAgent,
    cookieEnabled: navigator.cookieEnabled,
    cookieWritable: cookieSticks(),
    pageOrigin: window.location.origin,
    identityOrigin,
  };
}
