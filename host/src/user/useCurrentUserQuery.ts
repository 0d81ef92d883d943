import { useQuery } from '@portal/ui/query';
import type { User } from '@portal/api';
import { loadCurrentUser, markLastLogin, openBackendSession, readAccessTokenCookie, withLoader } from '@portal/platform';
import { landingCallsFor, preloadCabinetScripts } from '../remotes/cabinetPreload';
import { sendPrefetchCalls } from '../startup/prefetchCalls';
import { rememberCabinet } from '../remotes/lastCabinet';
import { consumeScopeSwitchFlag } from '../userMenu/scopeSwitchFlag';

/** Loader message of the first user load after an account switch (spec §4, §8). */
export const USER_LOADING_MESSAGE = 'Получение данных пользователя';

export const CURRENT_USER_QUERY_KEY = ['current-user'] as const;

/** The switch message stays up at least this long, so it can be read even when the load is quick. */
export const SWITCH_MESSAGE_MIN_MS = 700;

/**
 * Opens the back end's session (POST session/basic/login, once per page, decision 0026), then records the sign-in
 * (once per sign-in; a failure there must not keep the user out) and loads the user after it, so that the user's
 * current login time is this sign-in's (decision 0050; 0049 had sent them together, and the user could come back
 * first). Without a record due, the user loads at once. The loaded user's
 * cabinet is remembered for the next start-up, its scripts are preloaded at once and, on its way to the landing
 * page, the page's declared calls are made meanwhile (decision 0050).
 */
async function loadUser(): Promise<User> {
  await openBackendSession();
  // The user's login times must count this sign-in: when a record is due, the user is loaded after it; otherwise at
  // once (start-up may have its answer already, decision 0050). A failed record is logged and never keeps them out.
  await markLastLogin().catch((error: unknown) => console.error('PUT v2/user/lastlogin failed', error));
  const user = await loadCurrentUser();
  rememberCabinet(user.scope);
  void preloadCabinetScripts(user.scope);
  // The landing page's data are asked for beside the cabinet's scripts (once per scope: start-up may have already).
  void landingCallsFor(user.scope, window.location.pathname).then((calls) =>
    sendPrefetchCalls(user.scope, calls, readAccessTokenCookie(), window.location.origin, { priority: 'low' }),
  );
  return user;
}

async function loadUserShowingSwitch(): Promise<User> {
  const [user] = await Promise.all([loadUser(), new Promise((resolve) => setTimeout(resolve, SWITCH_MESSAGE_MIN_MS))]);
  return user;
}

/**
 * After an account switch (the flag in local storage) the load shows 'Получение данных пользователя' at once,
 * without the loader delay, and only that once (spec §4); an ordinary load shows no message.
 */
function fetchCurrentUser(): Promise<User> {
  return consumeScopeSwitchFlag() ? withLoader(USER_LOADING_MESSAGE, loadUserShowingSwitch, { immediate: true }) : loadUser();
}

/** GET /v2/user through the platform (which also puts the user in the session store), cached for the page. */
export function useCurrentUserQuery() {
  return useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
