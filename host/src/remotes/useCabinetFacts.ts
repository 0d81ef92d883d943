import { useStore } from 'zustand';
import { useQuery } from '@portal/ui/query';
import { cabinetPath, type Scope } from '@portal/api';
import type { CabinetFacts } from '@portal/api/remotes';
import { cabinetFactsStore } from './cabinetFactsStore';
import { readCabinetFacts } from './remoteRegistry';

/**
 * `scope`'s facts (decision 0054): the running version's (cabinetFactsStore), else, when `read`, those of the
 * version the user would get, read once per page from its manifest (the account switch's other cabinets, a page
 * outside the cabinet); null while unknown or when the manifest declares none (an older build), and the callers fall
 * back.
 */
export function useCabinetFacts(scope: Scope | undefined, { read = true }: { read?: boolean } = {}): CabinetFacts | null {
  const running = useStore(cabinetFactsStore, (state) => (scope ? state[scope] : undefined));
  const declared = useQuery({
    queryKey: ['cabinet-facts', scope],
    queryFn: () => (scope ? readCabinetFacts(scope) : null),
    enabled: read && scope !== undefined && !running,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return running ?? declared.data ?? null;
}

/** Where the header's logo leads: the cabinet's home, or its root while that is unknown (the cabinet goes on from there). */
export function homeOf(scope: Scope, facts: CabinetFacts | null): string {
  return facts?.home ?? cabinetPath(scope);
}
