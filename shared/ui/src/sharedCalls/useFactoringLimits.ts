import { useQuery } from '../kit/query';
import { limitsResponseSchema, type LimitsResponse, type Scope } from '@portal/api';
import { sendJson } from '@portal/platform';

/** POST /lkk/user/limits {username, scope} (spec §7; LKK and LKP). */
export function fetchFactoringLimits(username: string, scope: Scope): Promise<LimitsResponse> {
  return sendJson('post', 'lkk/user/limits', { username, scope }, limitsResponseSchema);
}

/**
 * The available factoring limit of a client-type user; not asked for other cabinets. Shared by the header (host)
 * and the main pages (remotes): one query key, so the host's QueryClient answers both from one call.
 */
export function useFactoringLimits(username: string, scope: Scope) {
  const client = scope === 'LKK' || scope === 'LKP';
  return useQuery({
    queryKey: ['user', 'limits', username, scope],
    queryFn: () => fetchFactoringLimits(username, scope),
    enabled: client,
    staleTime: 5 * 60_000,
  });
}
