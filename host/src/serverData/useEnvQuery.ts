import { useQuery } from '@tanstack/react-query';
import { envSchema, type Env } from '@portal/api';
import { getJson, silentRequest } from '@portal/platform';
import { useAuthenticated } from './useAuthenticated';

function fetchEnv(): Promise<Env> {
  return getJson('env', envSchema, silentRequest);
}

/** GET env: environment flags and branches, once per page. */
export function useEnvQuery() {
  return useQuery({ queryKey: ['env'], queryFn: fetchEnv, enabled: useAuthenticated(), staleTime: Infinity });
}
