/**
 * Which sign-in the sign-in record (PUT v2/user/lastlogin, once per sign-in) was last made for, kept in local
 * storage. No imports: the host's start-up code (main.js) asks whether a record is due before it loads the user
 * early, since the user's login times must already count this sign-in (decision 0050).
 */
export const SIGN_IN_RECORD_KEY = 'portal.lastLoginMarkedFor';

/** The parts of the token that name a sign-in. */
export interface SignInClaims {
  sid?: unknown;
  session_state?: unknown;
  auth_time?: unknown;
  sub?: unknown;
}

/** The sign-in a token belongs to: its session id, else its authentication time, else its subject. */
export function signInIdOf(claims: SignInClaims | undefined, subject?: string): string | null {
  const id = claims?.sid ?? claims?.session_state ?? claims?.auth_time ?? subject ?? claims?.sub;
  return id === undefined || id === null || id === '' ? null : String(id);
}

/** Whether this sign-in has not been recorded yet in this browser. */
export function signInRecordDue(signIn: string | null, storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  return signIn === null || storage.getItem(SIGN_IN_RECORD_KEY) !== signIn;
}

/** Sign-out: the next sign-in in this browser, whoever makes it, is recorded afresh. */
export function forgetSignInRecord(storage: Pick<Storage, 'removeItem'> = window.localStorage): void {
  try {
    storage.removeItem(SIGN_IN_RECORD_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
