import { sessionStore, stopSession, uiStore } from '@portal/platform';
import { currentPagePath, SESSION_ENDING_EVENT, type SessionEndingDetail } from '@portal/ui';
import { rememberReturnPath } from './returnAfterSignIn';
import { onOtherTabSignOut } from './signOutChannel';

/** The platform asks before it sends the browser to the sign-in page after a refused refresh (spec §4, 400). */
export const SESSION_LOGIN_NEEDED_EVENT = 'portal:session-login-needed';

/**
 * Notices the end of a signed-in session however it comes (decision 0059): the session turns unauthenticated (a
 * refused refresh), the server says it has ended (410, spec §8), or another tab signed out. At that moment —
 * synchronously, before React takes anything down — the page is remembered for the return and open dialogs are told
 * to keep what was typed. The platform's own redirect after a refused refresh is held back: the host says what
 * happened and signs in again when the user asks (RequireSession). Returns the function that stops watching.
 */
export function watchSessionEnd(): () => void {
  let ended = false;
  const end = (user: string) => {
    if (ended || user === '') return;
    ended = true;
    rememberReturnPath({ path: currentPagePath(), user });
    window.dispatchEvent(new CustomEvent<SessionEndingDetail>(SESSION_ENDING_EVENT, { detail: { user } }));
  };
  const stopWatchingSession = sessionStore.subscribe((state, previous) => {
    if (previous.authenticated && !state.authenticated) end(previous.userName);
  });
  const stopUi = uiStore.subscribe((state, previous) => {
    if (state.sessionError && !previous.sessionError) end(sessionStore.getState().userName);
  });
  // This tab's tokens die with the other tab's sign-out: no refresh may bring the session back behind the user's back.
  const stopChannel = onOtherTabSignOut(() => {
    if (sessionStore.getState().authenticated) stopSession();
  });
  const holdRedirect = (event: Event) => event.preventDefault();
  window.addEventListener(SESSION_LOGIN_NEEDED_EVENT, holdRedirect);
  return () => {
    stopWatchingSession();
    stopUi();
    stopChannel();
    window.removeEventListener(SESSION_LOGIN_NEEDED_EVENT, holdRedirect);
  };
}
