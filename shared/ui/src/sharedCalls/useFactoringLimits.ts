import { useQuery } from '../kit/query';
import { limitsResponseSchema, SCOPE_RULES, type LimitsResponse, type Scope } from '@portal/api';
import { sendJson } from '@portal/platform';

/** POST /lkk/user/limits {username, scope} (spec §7; LKK and LKP). */
export function fetchFactoringLimits(username: string, scope: Scope): Promise<LimitsResponse> {
  return sendJson('post', 'lkk/user/limits', { username, scope }, limitsResponseSchema);
}

/**
 * The available factoring limit of a user whose scope has one (SCOPE_RULES of @portal/api: the client-type cabinets);
 * not asked for other cabinets. Shared by the header (host) and the main pages (remotes): one query key, so the host's
 * QueryClient answers both from one call.
 */
export function useFactoringLimits(username: string, scope: Scope) {
  return useQuery({
    queryKey: ['user', 'limits', username, scope],
    queryFn: () => fetchFactoringLimits(username, scope),
    enabled: SCOPE_RULES[scope].factoringLimits,
    staleTime: 5 * 60_000,
  });
}
