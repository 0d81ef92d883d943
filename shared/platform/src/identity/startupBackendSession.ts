import { API_BASE_PATH } from '../constants';
import { writeTokenCookies } from '../cookies/tokenCookies';
import { answerReadToEnd } from '../http/answerReadToEnd';

/** The tokens keycloak-js holds once its init is done. */
export interface StartupTokens {
  token?: string;
  refreshToken?: string;
}

/** The headers the shared client puts on a product call (spec §7), for start-up's own fetches before it loads. */
export function productCallHeaders(token: string): Record<string, string> {
  return { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` };
}

/**
 * POST session/basic/login sent by the host's start-up code (main.js) the moment keycloak-js holds a token, while
 * the app's scripts are still downloading: on a slow link the call no longer waits for them (decision 0050). It is
 * the call the shared client would make (spec §7: with credentials, the bearer token and the cookies, no body), so
 * the token cookies spec §4 writes when the session is ready are written first; the app adopts the answer through
 * adoptBackendSession instead of asking again. Plain fetch: main.js carries no HTTP client.
 */
export function sendStartupBackendSession({ token, refreshToken }: StartupTokens, origin: string, send: typeof fetch = fetch): Promise<Response> | null {
  if (!token) return null;
  writeTokenCookies(token, refreshToken);
  // Its empty body is read at once: nobody else reads it, and the browser would cancel the request (decision 0065).
  const answer = send(new URL(`${API_BASE_PATH}session/basic/login`, origin).toString(), {
    method: 'POST',
    credentials: 'include',
    headers: productCallHeaders(token),
  }).then(answerReadToEnd);
  // Until the app adopts it, a failure must not surface as an unhandled rejection.
  answer.catch(() => undefined);
  return answer;
}
