import { useQuery, useQueryClient } from '@portal/ui/query';
import { useAuthenticated } from '../serverData/useAuthenticated';
import { fetchSystemColors } from './serverTheme';

export const SYSTEM_COLORS_QUERY_KEY = ['system', 'color'] as const;

/** The server's palettes and theme switches (spec §3 Theme), once per page after sign-in. */
export function useSystemColors() {
  const queryClient = useQueryClient();
  return useQuery({ queryKey: SYSTEM_COLORS_QUERY_KEY, queryFn: () => fetchSystemColors(queryClient), enabled: useAuthenticated(), staleTime: Infinity });
}
