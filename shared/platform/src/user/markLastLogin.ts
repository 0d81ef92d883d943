import { http } from '../http/http';
import { sessionStore } from '../session/sessionStore';
import { SIGN_IN_RECORD_KEY, signInIdOf, signInRecordDue } from './signInRecord';

let pending: { signIn: string | null; promise: Promise<boolean> } | null = null;

/** The sign-in the session's token belongs to. */
function currentSignIn(): string | null {
  const { tokenParsed, subject } = sessionStore.getState();
  return signInIdOf(tokenParsed, subject);
}

async function putLastLogin(signIn: string | null): Promise<boolean> {
  await http.put('v2/user/lastlogin');
  if (signIn !== null) window.localStorage.setItem(SIGN_IN_RECORD_KEY, signIn);
  return true;
}

/**
 * PUT /api/v2/user/lastlogin (no body), once per sign-in: reloads, other tabs and token refreshes of the
 * same sign-in do not repeat it. Resolves true when this call sent it.
 */
export function markLastLogin(): Promise<boolean> {
  const signIn = currentSignIn();
  if (signIn !== null && !signInRecordDue(signIn)) return Promise.resolve(false);
  if (pending && pending.signIn === signIn) return pending.promise.then(() => false);
  const promise = putLastLogin(signIn);
  pending = { signIn, promise };
  const settle = () => {
    if (pending?.promise === promise) pending = null;
  };
  promise.then(settle, settle);
  return promise;
}
