import type { IdentityConfig } from '@portal/api';
import { TOKEN_MIN_VALIDITY_SECONDS, TOKEN_REFRESH_CHECK_INTERVAL_MS } from '../constants';
import { clearTokenCookies } from '../cookies/tokenCookies';
import { setAccessTokenRefresher } from '../http/accessTokenRefresher';
import { resetSession, setSessionAuthenticated, setSessionUnauthenticated } from '../session/sessionStore';
import { setSessionContinue } from '../ui/uiStore';
import type { IdentityClient, IdentityClientFactory } from './identityClient';
import { sessionInitOptions } from './sessionInitOptions';
import { closeBackendSession } from './backendSession';
import { postTokenUpdate } from './postTokenUpdate';
import { isInvalidNonce, refreshFailureStatus } from './refreshFailure';
import { singleFlight } from './singleFlight';
import { tokensFromClient } from './tokensFromClient';
import { forgetSignInRecord } from '../user/signInRecord';

/** Sent on window before the redirect to sign-in after a refresh answered 400; cancelling it holds the redirect. */
const SESSION_LOGIN_NEEDED_EVENT = 'portal:session-login-needed';

/** The sign-in session of the page (spec §4), kept behind functions so keycloak-js stays an implementation detail. */
let client: IdentityClient | null = null;
let refreshTimer: ReturnType<typeof setInterval> | null = null;

export interface StartSessionOptions {
  /** Builds the identity client: keycloak-js in the host, a fake in tests. */
  createClient: IdentityClientFactory;
  /** Milliseconds between token lifetime checks (spec §9: 10000). */
  refreshCheckIntervalMs?: number;
}

function siteOrigin(): string {
  return window.location.origin;
}

/** Spec §4: a token goes to the store and the cookies; no token empties both. */
function publishClientState(identity: IdentityClient): boolean {
  const tokens = tokensFromClient(identity);
  if (tokens) setSessionAuthenticated(tokens);
  else setSessionUnauthenticated();
  return tokens !== null;
}

function requireClient(): IdentityClient {
  if (!client) throw new Error('The sign-in session has not been started');
  return client;
}

/** After every successful refresh the back end is told the new pair (spec §7 POST token/update). */
function announceRefreshedTokens(): void {
  postTokenUpdate().catch((error: unknown) => console.error('POST token/update failed', error));
}

/**
 * Spec §4 refresh failures: answered 500 → the session-continue dialog, the session is kept (the next check
 * tries again); answered 400 → the token is cleared and the user logs in again; any other error →
 * unauthenticated.
 */
function handleRefreshFailure(identity: IdentityClient, error: unknown): void {
  const status = refreshFailureStatus(error);
  if (status === 500) {
    setSessionContinue(true);
    return;
  }
  stopRefreshTimer();
  identity.clearToken();
  setSessionUnauthenticated();
  // The page may hold typed work: a host that says what happened and signs in again on the user's word cancels this
  // event (decision 0059); without one the browser goes to the sign-in page at once.
  if (status === 400 && window.dispatchEvent(new Event(SESSION_LOGIN_NEEDED_EVENT, { cancelable: true }))) {
    identity.login({ redirectUri: siteOrigin() }).catch((loginError: unknown) => console.error('Login redirect failed', loginError));
  }
}

async function refresh(minValidity: number): Promise<boolean> {
  const identity = requireClient();
  let refreshed: boolean;
  try {
    refreshed = await identity.updateToken(minValidity);
  } catch (error) {
    handleRefreshFailure(identity, error);
    throw error instanceof Error ? error : new Error('Token refresh failed');
  }
  publishClientState(identity);
  if (refreshed) announceRefreshedTokens();
  return refreshed;
}

const refreshIfExpiring = singleFlight(() => refresh(TOKEN_MIN_VALIDITY_SECONDS));
const forceRefresh = singleFlight(() => refresh(-1));

/**
 * Refreshes the access token now, whatever its remaining lifetime (used after a 401). Concurrent callers
 * share one refresh. Rejects, leaving the session unauthenticated, when the refresh fails.
 */
export function refreshSessionToken(): Promise<boolean> {
  return forceRefresh();
}

function startRefreshTimer(intervalMs: number): void {
  stopRefreshTimer();
  refreshTimer = setInterval(() => {
    refreshIfExpiring().catch((error: unknown) => console.error('Token refresh failed', error));
  }, intervalMs);
}

function stopRefreshTimer(): void {
  if (refreshTimer !== null) clearInterval(refreshTimer);
  refreshTimer = null;
}

/**
 * Creates the identity client and runs the silent single sign-on check (spec §4). Resolves once the session
 * is ready, with whether the user is authenticated; an init failure is logged and leaves the session
 * ready and unauthenticated.
 */
export async function startSession(config: IdentityConfig, options: StartSessionOptions): Promise<boolean> {
  stopSession();
  const identity = options.createClient(config);
  client = identity;
  // From now on a 401 anywhere refreshes through this session.
  setAccessTokenRefresher(refreshSessionToken);
  try {
    await identity.init(sessionInitOptions(siteOrigin()));
  } catch (error) {
    console.error('Failure during initialization of keycloak-js adapter', error);
    // Spec §4: an invalid nonce clears the token (keycloak-js already did; make sure nothing is left).
    if (isInvalidNonce(error)) identity.clearToken();
    setSessionUnauthenticated();
    return false;
  }
  const authenticated = publishClientState(identity);
  if (authenticated) startRefreshTimer(options.refreshCheckIntervalMs ?? TOKEN_REFRESH_CHECK_INTERVAL_MS);
  return authenticated;
}

/**
 * Sends the browser to the identity provider's login; it returns to `redirectUri` (the site origin by default).
 * `loginHint` goes to the provider as login_hint (a УКЭП sign-in passes the back end's one-time hint there).
 */
export async function login(redirectUri: string = siteOrigin(), options: { loginHint?: string } = {}): Promise<void> {
  await requireClient().login({ redirectUri, ...(options.loginHint ? { loginHint: options.loginHint } : {}) });
}

/**
 * Ends the back end's session (GET session/logout, while the token still works), then the session at the
 * identity provider, which returns to the site root (spec §4 Logout, §7). The token cookies and the sign-in record
 * are cleared before leaving; the store keeps its state until the browser leaves, so no guard starts a login redirect
 * that would race the logout redirect.
 */
export async function logout(): Promise<void> {
  const identity = requireClient();
  stopRefreshTimer();
  await closeBackendSession();
  clearTokenCookies();
  // What this browser kept of the user goes with the session (the host forgets its own keys, decision 0058).
  forgetSignInRecord();
  await identity.logout({ redirectUri: `${siteOrigin()}/` });
}

/** Forgets the identity client and stops the refresh timer; the store goes back to "not ready". */
export function stopSession(): void {
  stopRefreshTimer();
  client = null;
  setAccessTokenRefresher(null);
  resetSession();
}
