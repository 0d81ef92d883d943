import { getCookieValues, setCookie } from './cookies';
import { SESSION_BINDING_KEY } from './sessionBinding';
import { clearTokenCookies, readAccessTokenCookie, resumableTokenCookies, writeTokenCookies } from './tokenCookies';
import { recordCookieWrites } from '../testing/cookieWrites';

/** Decision 0058: the token cookies the portal wrote are told from cookies of the same name another host set. */
const ATTACKER = { access: 'attacker.access.token', refresh: 'attacker.refresh.token' };

/** What the browser lists when a sibling host set its own pair with Domain=<parent>: jsdom keeps one per name. */
function listedCookies(text: string): void {
  jest.spyOn(document, 'cookie', 'get').mockReturnValue(text);
}

afterEach(() => {
  jest.restoreAllMocks();
  // Two spies on one accessor restore each other's stand-in: drop the page's own property, the prototype's remains.
  delete (document as unknown as Record<string, unknown>).cookie;
  clearTokenCookies();
  window.history.pushState({}, '', '/');
  for (const path of ['/', '/lkk']) {
    for (const name of ['access_token', 'refresh_token']) document.cookie = `${name}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  window.localStorage.clear();
});

describe('the bearer (spec §7: from the access_token cookie)', () => {
  it('is the token the portal wrote', () => {
    writeTokenCookies('own.access', 'own.refresh');
    expect(readAccessTokenCookie()).toBe('own.access');
  });

  it('stays the portal\'s own when a cookie with a deeper Path comes first on that path', () => {
    writeTokenCookies('own.access', 'own.refresh');
    window.history.pushState({}, '', '/lkk/main');
    document.cookie = `access_token=${ATTACKER.access}; path=/lkk`;
    expect(getCookieValues('access_token')).toEqual([ATTACKER.access, 'own.access']);
    expect(readAccessTokenCookie()).toBe('own.access');
  });

  it("stays the portal's own when a sibling host's Domain cookie is listed first", () => {
    writeTokenCookies('own.access', 'own.refresh');
    listedCookies(`access_token=${ATTACKER.access}; access_token=own.access`);
    expect(readAccessTokenCookie()).toBe('own.access');
  });

  it('is none when only cookies the portal did not write are there (a fresh browser)', () => {
    document.cookie = `access_token=${ATTACKER.access}; path=/`;
    expect(readAccessTokenCookie()).toBeUndefined();
  });

  it('is none once the portal cleared its cookies, even if a sibling keeps one', () => {
    writeTokenCookies('own.access', 'own.refresh');
    clearTokenCookies();
    listedCookies('access_token=own.access');
    expect(readAccessTokenCookie()).toBeUndefined();
  });

  it('follows a refresh: the newly written token, not the old one', () => {
    writeTokenCookies('own.access', 'own.refresh');
    writeTokenCookies('own.access-2', 'own.refresh-2');
    listedCookies('access_token=own.access; access_token=own.access-2');
    expect(readAccessTokenCookie()).toBe('own.access-2');
  });

  it('keeps working in the page when storage refuses the binding', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    writeTokenCookies('own.access', 'own.refresh');
    expect(readAccessTokenCookie()).toBe('own.access');
  });

  it('stores digests of the tokens, never the tokens', () => {
    writeTokenCookies('own.access', 'own.refresh');
    const stored = window.localStorage.getItem(SESSION_BINDING_KEY) ?? '';
    expect(stored).not.toContain('own.');
    expect(JSON.parse(stored)).toEqual({ access: expect.stringMatching(/^[0-9a-f]{64}$/), refresh: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });
});

describe('resuming a returning user from the cookies (decision 0048)', () => {
  it('hands back the pair the portal wrote', () => {
    writeTokenCookies('own.access', 'own.refresh');
    expect(resumableTokenCookies()).toEqual({ token: 'own.access', refreshToken: 'own.refresh' });
  });

  it('never adopts a pair the portal did not write, and removes it', () => {
    document.cookie = `access_token=${ATTACKER.access}; path=/`;
    document.cookie = `refresh_token=${ATTACKER.refresh}; path=/`;
    expect(resumableTokenCookies()).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('never adopts a pair whose refresh token the portal did not write', () => {
    writeTokenCookies('own.access', 'own.refresh');
    document.cookie = `refresh_token=${ATTACKER.refresh}; path=/`;
    expect(resumableTokenCookies()).toBeNull();
  });

  it('takes two cookies of one name for tampering: every copy removed, the binding forgotten', () => {
    writeTokenCookies('own.access', 'own.refresh');
    window.history.pushState({}, '', '/lkk/main');
    document.cookie = `access_token=${ATTACKER.access}; path=/lkk`;
    document.cookie = `refresh_token=${ATTACKER.refresh}; path=/lkk`;
    expect(resumableTokenCookies()).toBeNull();
    expect(document.cookie).toBe('');
    expect(window.localStorage.getItem(SESSION_BINDING_KEY)).toBeNull();
  });

  it("removes a sibling's Domain=<parent> copies too, on every path up to the page's", () => {
    writeTokenCookies('own.access', 'own.refresh');
    window.history.pushState({}, '', '/lkk/main');
    listedCookies(`access_token=${ATTACKER.access}; access_token=own.access; refresh_token=own.refresh`);
    const writes = recordCookieWrites();
    expect(resumableTokenCookies()).toBeNull();
    const removals = writes.filter((write) => write.startsWith('access_token=;'));
    expect(removals).toEqual(
      expect.arrayContaining([
        expect.stringContaining('path=/;'),
        expect.stringMatching(/path=\/lkk; .*domain=localhost/),
        expect.stringMatching(/path=\/lkk\/main\/; .*domain=localhost/),
      ]),
    );
  });

  it('with no token cookie there is nothing to resume and nothing is written', () => {
    const writes = recordCookieWrites();
    expect(resumableTokenCookies()).toBeNull();
    expect(writes).toEqual([]);
  });
});

it('setCookie is still what writes them (same attributes as before)', () => {
  const writes = recordCookieWrites();
  writeTokenCookies('a', undefined);
  setCookie('x', 'y');
  expect(writes[0]).toMatch(/^access_token=a; path=\/; expires=.*; SameSite=Strict$/);
});
