import { hasSessionCookie } from './sessionCookie';

describe('a likely session', () => {
  it("is told by the platform's token cookie", () => {
    document.cookie = 'theme=dark';
    expect(hasSessionCookie()).toBe(false);
    document.cookie = 'x_access_token=1';
    expect(hasSessionCookie()).toBe(false);
    document.cookie = 'access_token=eyJ';
    expect(hasSessionCookie()).toBe(true);
    document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(hasSessionCookie()).toBe(false);
  });
});
