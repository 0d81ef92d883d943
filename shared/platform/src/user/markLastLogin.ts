import { http } from '../http/http';
import { sessionStore } from '../session/sessionStore';

const MARK_KEY = 'portal.lastLoginMarkedFor';

let pending: { signIn: string | null; promise: Promise<boolean> } | null = null;

/** The sign-in the token belongs to: its session id, else its authentication time, else its subject. */
function signInIdOf(): string | null {
  const { tokenParsed, subject } = sessionStore.getState();
  const id = tokenParsed.sid ?? tokenParsed.session_state ?? tokenParsed.auth_time ?? subject;
  return id === undefined || id === null || id === '' ? null : String(id);
}

async function putLastLogin(signIn: string | null): Promise<boolean> {
  await http.put('v2/user/lastlogin');
  if (signIn !== null) window.localStorage.setItem(MARK_KEY, signIn);
  return true;
}

/**
 * PUT /api/v2/user/lastlogin (no body), once per sign-in: reloads, other tabs and token refreshes of the
 * same sign-in do not repeat it. Resolves true when this call sent it.
 */
export function markLastLogin(): Promise<boolean> {
  const signIn = signInIdOf();
  if (signIn !== null && window.localStorage.getItem(MARK_KEY) === signIn) return Promise.resolve(false);
  if (pending && pending.signIn === signIn) return pending.promise.then(() => false);
  const promise = putLastLogin(signIn);
  pending = { signIn, promise };
  const settle = () => {
    if (pending?.promise === promise) pending = null;
  };
  promise.then(settle, settle);
  return promise;
}
