import { assertCookieName, getCookie, removeCookie, setCookie } from './cookies';
import { clearTokenCookies, readAccessTokenCookie, writeTokenCookies } from './tokenCookies';
import { recordCookieWrites } from '../testing/cookieWrites';

/** Spec §5 "Cookies": the name check, what is written to document.cookie and how the token cookies behave. */
afterEach(() => {
  jest.restoreAllMocks();
  for (const name of ['access_token', 'refresh_token', 'a', 'ab', 'raw']) removeCookie(name);
});

describe('cookie name check', () => {
  it.each(['', 'a=b', 'a;b', 'a b', 'a,b', 'a\tb', ' lead', 'trail\n'])('rejects the invalid name %p everywhere', (name) => {
    expect(() => assertCookieName(name)).toThrow(`Invalid cookie name "${name}"`);
    expect(() => setCookie(name, 'x')).toThrow('Invalid cookie name');
    expect(() => getCookie(name)).toThrow('Invalid cookie name');
    expect(() => removeCookie(name)).toThrow('Invalid cookie name');
  });

  it('names the clashing attribute in the message, as it was given', () => {
    expect(() => assertCookieName('Max-Age')).toThrow('Cookie name "Max-Age" clashes with a cookie attribute name');
  });

  it('writes nothing for a rejected name', () => {
    const writes = recordCookieWrites();
    expect(() => setCookie('path', 'x')).toThrow();
    expect(writes).toEqual([]);
  });
});

describe('reading and writing', () => {
  it('reads the cookie of exactly that name, not one that merely starts with it', () => {
    setCookie('ab', 'second');
    setCookie('a', 'first');
    expect(getCookie('a')).toBe('first');
    expect(getCookie('ab')).toBe('second');
  });

  it('keeps "=" inside a value and gives back a value that is not percent-encoded as it is', () => {
    setCookie('a', 'x=y=z');
    expect(getCookie('a')).toBe('x=y=z');
    document.cookie = 'raw=100%zz; path=/';
    expect(getCookie('raw')).toBe('100%zz');
  });

  it('writes path, domain, SameSite and Secure as asked', () => {
    const writes = recordCookieWrites();
    setCookie('a', 'v', { path: '/api', domain: 'example.ru', sameSite: 'Lax', secure: true });
    setCookie('a', 'v');
    expect(writes).toEqual(['a=v; path=/api; domain=example.ru; SameSite=Lax; Secure', 'a=v; path=/; SameSite=Strict']);
  });

  it('sets an expiry in days from now, or at an exact moment', () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    try {
      const writes = recordCookieWrites();
      setCookie('a', 'v', { expires: 2 });
      setCookie('a', 'v', { expires: new Date('2030-01-02T03:04:05Z') });
      expect(writes[0]).toBe('a=v; path=/; expires=Tue, 03 Mar 2026 12:00:00 GMT; SameSite=Strict');
      expect(writes[1]).toBe('a=v; path=/; expires=Wed, 02 Jan 2030 03:04:05 GMT; SameSite=Strict');
    } finally {
      jest.useRealTimers();
    }
  });

  it('removes a cookie by expiring it in the past on the same path', () => {
    const writes = recordCookieWrites();
    removeCookie('a', { path: '/api' });
    expect(writes).toEqual(['a=; path=/api; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict']);
  });
});

describe('token cookies (spec §3, §9: SameSite=Strict, one day)', () => {
  it('writes both tokens for one day', () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    try {
      const writes = recordCookieWrites();
      writeTokenCookies('acc', 'ref');
      expect(writes).toEqual([
        'access_token=acc; path=/; expires=Mon, 02 Mar 2026 12:00:00 GMT; SameSite=Strict',
        'refresh_token=ref; path=/; expires=Mon, 02 Mar 2026 12:00:00 GMT; SameSite=Strict',
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops a refresh token the session no longer has', () => {
    writeTokenCookies('acc', 'ref');
    writeTokenCookies('acc-2', undefined);
    expect(readAccessTokenCookie()).toBe('acc-2');
    expect(getCookie('refresh_token')).toBeUndefined();
  });

  it('clears both, and reads an empty access token as none', () => {
    writeTokenCookies('acc', 'ref');
    clearTokenCookies();
    expect(readAccessTokenCookie()).toBeUndefined();
    expect(getCookie('refresh_token')).toBeUndefined();
    setCookie('access_token', '');
    expect(readAccessTokenCookie()).toBeUndefined();
  });
});
