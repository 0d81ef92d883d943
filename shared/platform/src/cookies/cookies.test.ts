import { assertCookieName, getCookie, removeCookie, setCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => removeCookie('greeting'));

  it('sets, reads and removes a cookie, encoding its value', () => {
    setCookie('greeting', 'привет; мир', { expires: 1 });
    expect(getCookie('greeting')).toBe('привет; мир');
    removeCookie('greeting');
    expect(getCookie('greeting')).toBeUndefined();
  });

  it('returns undefined for a cookie that was never set', () => {
    expect(getCookie('missing')).toBeUndefined();
  });

  it.each(['expires', 'Max-Age', 'DOMAIN', 'path', 'Secure', 'SameSite', 'httponly', 'Partitioned', 'PRIORITY'])(
    'rejects the attribute name %s as a cookie name',
    (name) => {
      expect(() => setCookie(name, 'x')).toThrow(Error);
      expect(() => getCookie(name)).toThrow(/clashes with a cookie attribute name/);
      expect(() => removeCookie(name)).toThrow(Error);
    },
  );

  it('accepts ordinary names', () => {
    expect(() => assertCookieName('access_token')).not.toThrow();
    expect(() => assertCookieName('expiresAt')).not.toThrow();
  });

  it('writes SameSite=Strict and an expiry', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    setCookie('greeting', 'hi', { expires: 1 });
    expect(writes[0]).toMatch(/^greeting=hi; path=\/; expires=.+ GMT; SameSite=Strict$/);
    jest.restoreAllMocks();
  });
});
