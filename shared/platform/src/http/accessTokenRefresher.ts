/** Refreshes the access token; concurrent callers share one refresh; rejects when the session is gone. */
export type AccessTokenRefresher = () => Promise<unknown>;

let current: AccessTokenRefresher | null = null;

/**
 * The sign-in session sets itself here when it starts (and clears it when it stops). The HTTP client asks here
 * rather than importing the session, because the session calls the back end through that client (token/update,
 * session/logout): the two would otherwise import each other.
 */
export function setAccessTokenRefresher(refresher: AccessTokenRefresher | null): void {
  current = refresher;
}

/** After a 401: refreshes through the started session; rejects, so the 401 stands, when none is started. */
export function refreshAccessToken(): Promise<unknown> {
  return current ? current() : Promise.reject(new Error('The sign-in session has not been started'));
}
