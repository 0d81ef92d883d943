import { clearTokenCookies, writeTokenCookies } from '@portal/platform/src/cookies/tokenCookies';
import { isSessionLikely, isSignInReturn } from './sessionLikely';

describe('a likely session while keycloak-js checks it', () => {
  afterEach(() => clearTokenCookies());

  it.each([
    ['#state=5d2c&session_state=a1&iss=x&code=9f1e', true],
    ['#state=5d2c&error=login_required', false],
    ['#code=9f1e', false],
    ['', false],
    ['#/lkk/main', false],
  ])('the fragment %j is a return from the login with a code: %s', (hash, expected) => {
    expect(isSignInReturn(hash)).toBe(expected);
  });

  it('is likely with the token cookie of the last visit or on the way back from the login, else not', () => {
    expect(isSessionLikely({ hash: '' })).toBe(false);
    expect(isSessionLikely({ hash: '#state=s&code=c' })).toBe(true);
    writeTokenCookies('a.b.c', 'r.e.f');
    expect(isSessionLikely({ hash: '' })).toBe(true);
  });
});
