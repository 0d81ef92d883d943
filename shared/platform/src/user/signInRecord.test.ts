import { SIGN_IN_RECORD_KEY, signInIdOf, signInRecordDue } from './signInRecord';

describe('the sign-in record of this browser', () => {
  it("names a sign-in by the token's session id, else its authentication time, else its subject", () => {
    expect(signInIdOf({ sid: 's-1', auth_time: 5 }, 'user')).toBe('s-1');
    expect(signInIdOf({ auth_time: 5 }, 'user')).toBe('5');
    expect(signInIdOf({}, 'user')).toBe('user');
    expect(signInIdOf({ sub: 'from-token' })).toBe('from-token');
    expect(signInIdOf(undefined)).toBeNull();
  });

  it('is due for a sign-in not recorded yet, and for one that cannot be named', () => {
    const storage = { getItem: (key: string) => (key === SIGN_IN_RECORD_KEY ? 's-1' : null) };
    expect(signInRecordDue('s-1', storage)).toBe(false);
    expect(signInRecordDue('s-2', storage)).toBe(true);
    expect(signInRecordDue(null, storage)).toBe(true);
  });
});
