import { useQuery, useQueryClient, type QueryClient } from '@portal/ui/query';
import { envSchema, type Env } from '@portal/api';
import { getJson, silentRequest } from '@portal/platform';
import { systemPageOf } from '../theme/systemPage';
import { useAuthenticated } from './useAuthenticated';

/** env of GET /system/page, else GET env. */
async function fetchEnv(queryClient: QueryClient): Promise<Env> {
  const page = await systemPageOf(queryClient);
  return page?.env ?? getJson('env', envSchema, silentRequest);
}

/** Environment flags and branch, once per page. */
export function useEnvQuery() {
  const queryClient = useQueryClient();
  return useQuery({ queryKey: ['env'], queryFn: () => fetchEnv(queryClient), enabled: useAuthenticated(), staleTime: Infinity });
}
