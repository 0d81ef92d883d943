import { useQuery, type QueryClient } from '@portal/ui/query';
import type { Scope } from '@portal/api';
import { loadCabinet } from './remoteRegistry';

function cabinetQuery(scope: Scope) {
  return {
    queryKey: ['cabinet-remote', scope],
    queryFn: () => loadCabinet(scope),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    structuralSharing: false,
  } as const;
}

/** The cabinet remote of a scope, loaded once; `refetch` retries after a failure. */
export function useCabinet(scope: Scope) {
  return useQuery(cabinetQuery(scope));
}

/**
 * Starts loading the cabinet start-up expects (its path's, or the one remembered) while the user loads, into the
 * cache useCabinet reads: the remote's container and `Cabinet` are evaluated meanwhile, not after the user is in
 * (decision 0049). Another user's cabinet loaded this way is only not used.
 */
export function prefetchCabinet(queryClient: QueryClient, scope: Scope): void {
  void queryClient.prefetchQuery(cabinetQuery(scope));
}
