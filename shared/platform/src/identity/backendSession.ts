import { http } from '../http/http';
import type { PortalRequestOptions } from '../http/requestOptions';

/** Session plumbing: a failure is logged, never a dialog, and a 401 here does not start another refresh. */
const SESSION_CALL: PortalRequestOptions = { silent: true, noUnauthorizedRetry: true };

/** How long logout waits for the back end before going on to the identity provider. */
export const BACKEND_LOGOUT_WAIT_MS = 3_000;

let opened: Promise<void> | null = null;

/**
 * POST session/basic/login (spec §7 "with credentials": the bearer token and cookies, no body): opens the back
 * end's own session once per page, before the first user call. A failure is logged and start-up goes on; the
 * calls that follow report their own failures.
 */
export function openBackendSession(): Promise<void> {
  opened ??= http
    .post('session/basic/login', SESSION_CALL)
    .then(() => undefined)
    .catch((error: unknown) => {
      opened = null;
      console.error('POST session/basic/login failed', error);
    });
  return opened;
}

/**
 * Takes over the POST session/basic/login start-up already sent (sendStartupBackendSession) as this page's opening
 * of the back end's session: openBackendSession then waits for that answer instead of asking again. A refusal or
 * a failed request is logged as the client's own call would be, and the next openBackendSession asks again.
 */
export function adoptBackendSession(answer: Promise<Response>): void {
  if (opened) return;
  opened = answer
    .then((response) => {
      if (!response.ok) throw new Error(`Request failed with status code ${response.status}: POST ${response.url}`);
    })
    .catch((error: unknown) => {
      opened = null;
      console.error('POST session/basic/login failed', error);
    });
}

/**
 * GET session/logout (spec §7): closes the back end's session. Logout calls it before the identity provider's
 * logout, while the token still works; it waits at most BACKEND_LOGOUT_WAIT_MS and never fails the logout.
 */
export async function closeBackendSession(): Promise<void> {
  const signal = AbortSignal.timeout(BACKEND_LOGOUT_WAIT_MS);
  try {
    await http.get('session/logout', { ...SESSION_CALL, signal });
  } catch (error) {
    console.error('GET session/logout failed', error);
  } finally {
    opened = null;
  }
}
