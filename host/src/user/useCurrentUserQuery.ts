import { useQuery } from '@portal/ui/query';
import type { User } from '@portal/api';
import { loadCurrentUser, markLastLogin, openBackendSession, withLoader } from '@portal/platform';
import { consumeScopeSwitchFlag } from '../userMenu/scopeSwitchFlag';

/** Loader message of the first user load after an account switch (spec §4, §8). */
export const USER_LOADING_MESSAGE = 'Получение данных пользователя';

export const CURRENT_USER_QUERY_KEY = ['current-user'] as const;

/** The switch message stays up at least this long, so it can be read even when the load is quick. */
export const SWITCH_MESSAGE_MIN_MS = 700;

/**
 * Opens the back end's session (POST session/basic/login, once per page), records the sign-in (once per
 * sign-in; a failure there must not keep the user out), then loads the user.
 */
async function loadUser(): Promise<User> {
  await openBackendSession();
  try {
    await markLastLogin();
  } catch (error) {
    console.error('PUT v2/user/lastlogin failed', error);
  }
  return loadCurrentUser();
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
