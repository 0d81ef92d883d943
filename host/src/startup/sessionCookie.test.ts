import { clearTokenCookies, writeTokenCookies } from '@portal/platform/src/cookies/tokenCookies';
import { hasSessionCookie, sessionCookieSubject } from './sessionCookie';

describe('a likely session', () => {
  afterEach(() => {
    clearTokenCookies();
    document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it("is told by the token cookie the platform wrote, removed on sign-out", () => {
    document.cookie = 'theme=dark';
    expect(hasSessionCookie()).toBe(false);
    document.cookie = 'x_access_token=1';
    expect(hasSessionCookie()).toBe(false);
    writeTokenCookies('eyJ', 'refresh');
    expect(hasSessionCookie()).toBe(true);
    clearTokenCookies();
    expect(hasSessionCookie()).toBe(false);
  });

  it('is not told by an access_token cookie the portal did not write (decision 0058)', () => {
    const planted = `x.${Buffer.from(JSON.stringify({ sub: 'attacker' })).toString('base64url')}.y`;
    document.cookie = `access_token=${planted}; path=/`;
    expect(hasSessionCookie()).toBe(false);
    expect(sessionCookieSubject()).toBeNull();
  });
});
