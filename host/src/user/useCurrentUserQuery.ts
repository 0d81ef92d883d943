import { useQuery } from '@tanstack/react-query';
import type { User } from '@portal/api';
import { loadCurrentUser, markLastLogin, withLoader } from '@portal/platform';
import { consumeScopeSwitchFlag } from '../userMenu/scopeSwitchFlag';

/** Loader message of the first user load after an account switch (spec §4, §8). */
export const USER_LOADING_MESSAGE = 'Получение данных пользователя';

export const CURRENT_USER_QUERY_KEY = ['current-user'] as const;

/** Records the sign-in (once per sign-in; a failure there must not keep the user out), then loads the user. */
async function loadUser(): Promise<User> {
  try {
    await markLastLogin();
  } catch (error) {
    console.error('PUT v2/user/lastlogin failed', error);
  }
  return loadCurrentUser();
}

/** After an account switch (the flag in local storage) the load shows 'Получение данных пользователя', once. */
function fetchCurrentUser(): Promise<User> {
  return consumeScopeSwitchFlag() ? withLoader(USER_LOADING_MESSAGE, loadUser) : loadUser();
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
