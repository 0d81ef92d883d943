/**
 * @jest-environment-options {"url": "https://portal.example.ru/lkk/main"}
 */
import { getCookie } from './cookies';
import { clearTokenCookies, readAccessTokenCookie, writeTokenCookies } from './tokenCookies';
import { recordCookieWrites } from '../testing/cookieWrites';

/**
 * Spec §3, §9 on the page's real scheme: every other test runs on http://localhost, where Secure must be absent, so a
 * writer that dropped Secure on https went unnoticed (issue 54). Here the page is https.
 */
afterEach(() => {
  jest.restoreAllMocks();
  clearTokenCookies();
});

describe('token cookies on an https page', () => {
  it('is an https page', () => {
    expect(window.location.protocol).toBe('https:');
  });

  it('writes both tokens Secure, SameSite=Strict, on path /', () => {
    const writes = recordCookieWrites();
    writeTokenCookies('acc', 'ref');
    expect(writes).toHaveLength(2);
    for (const write of writes) {
      expect(write.split('; ')).toEqual(expect.arrayContaining(['path=/', 'SameSite=Strict', 'Secure']));
    }
    expect(readAccessTokenCookie()).toBe('acc');
    expect(getCookie('refresh_token')).toBe('ref');
  });

  it('removes them Secure too: sign-out and a dropped refresh token', () => {
    writeTokenCookies('acc', 'ref');
    const writes = recordCookieWrites();
    writeTokenCookies('acc-2', undefined);
    clearTokenCookies();
    expect(writes.length).toBeGreaterThanOrEqual(3);
    for (const write of writes) expect(write.split('; ')).toContain('Secure');
    expect(getCookie('access_token')).toBeUndefined();
    expect(getCookie('refresh_token')).toBeUndefined();
  });
});
