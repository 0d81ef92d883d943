import { useQuery } from '@portal/ui/query';
import type { Scope } from '@portal/api';
import { loadCabinet } from './remoteRegistry';

/** The cabinet remote of a scope, loaded once; `refetch` retries after a failure. */
export function useCabinet(scope: Scope) {
  return useQuery({
    queryKey: ['cabinet-remote', scope],
    queryFn: () => loadCabinet(scope),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    structuralSharing: false,
  });
}
