/** Minimal document.cookie helper: get, set and remove one cookie by name. */

/** Cookie attribute names: a cookie called like one of them would be misread (spec §5 "Cookies"). */
const RESERVED_NAMES = new Set(['expires', 'max-age', 'domain', 'path', 'secure', 'samesite', 'httponly', 'partitioned', 'priority']);

export interface CookieOptions {
  /** Lifetime in days from now; a Date sets an exact moment. Omitted: a session cookie. */
  expires?: number | Date;
  path?: string;
  domain?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  /** Defaults to true on https pages. */
  secure?: boolean;
}

export function assertCookieName(name: string): void {
  if (!name || /[\s;=,]/.test(name)) throw new Error(`Invalid cookie name "${name}"`);
  if (RESERVED_NAMES.has(name.toLowerCase())) {
    throw new Error(`Cookie name "${name}" clashes with a cookie attribute name`);
  }
}

/**
 * Every value the page sees under `name`, in document.cookie's order. There can be several: cookies of one name
 * with another Path, or with a Domain a sibling host set, are all sent and listed.
 */
export function getCookieValues(name: string): string[] {
  assertCookieName(name);
  const values: string[] = [];
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      values.push(decodeURIComponent(raw));
    } catch {
      values.push(raw);
    }
  }
  return values;
}

/** The first value of `name` in document.cookie (the one with the longest path). */
export function getCookie(name: string): string | undefined {
  return getCookieValues(name)[0];
}

function expiryOf(expires: number | Date): string {
  const date = expires instanceof Date ? expires : new Date(Date.now() + expires * 24 * 60 * 60 * 1000);
  return date.toUTCString();
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  assertCookieName(name);
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.expires !== undefined) parts.push(`expires=${expiryOf(options.expires)}`);
  if (options.domain) parts.push(`domain=${options.domain}`);
  parts.push(`SameSite=${options.sameSite ?? 'Strict'}`);
  if (options.secure ?? window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain' | 'sameSite' | 'secure'> = {}): void {
  setCookie(name, '', { ...options, expires: new Date(0) });
}
