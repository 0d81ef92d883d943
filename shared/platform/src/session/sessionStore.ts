import { createStore } from 'zustand/vanilla';
import type { User } from '@portal/api';
import { clearTokenCookies, writeTokenCookies } from '../cookies/tokenCookies';
import { EMPTY_TOKENS, INITIAL_SESSION, type SessionState, type SessionTokens } from './sessionState';

/**
 * The one session store of the page. @portal/platform is a federation singleton, so the host and every
 * remote read the same instance.
 */
export const sessionStore = createStore<SessionState>()(() => INITIAL_SESSION);

/** Ready with a token: the token goes to the store and both token cookies are written (spec §4). */
export function setSessionAuthenticated(tokens: SessionTokens): void {
  writeTokenCookies(tokens.token, tokens.refreshToken || undefined);
  sessionStore.setState({ ...tokens, ready: true, authenticated: true });
}

/** Ready without a token (none, refresh error, logout): the token is emptied and both cookies cleared. */
export function setSessionUnauthenticated(): void {
  clearTokenCookies();
  sessionStore.setState({ ...EMPTY_TOKENS, ready: true, authenticated: false, user: null });
}

export function setCurrentUser(user: User | null): void {
  sessionStore.setState({ user });
}

/** Back to "not ready" (a new session is about to start). */
export function resetSession(): void {
  sessionStore.setState(INITIAL_SESSION, true);
}
