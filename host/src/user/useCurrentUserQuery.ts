import { useQuery } from '@tanstack/react-query';
import type { User } from '@portal/api';
import { loadCurrentUser, markLastLogin } from '@portal/platform';

export const CURRENT_USER_QUERY_KEY = ['current-user'] as const;

/** Records the sign-in (once per sign-in; a failure there must not keep the user out), then loads the user. */
async function fetchCurrentUser(): Promise<User> {
  try {
    await markLastLogin();
  } catch (error) {
    console.error('PUT v2/user/lastlogin failed', error);
  }
  return loadCurrentUser();
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
