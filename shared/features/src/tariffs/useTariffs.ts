import { useQuery } from '@portal/ui/query';
import type { ClientScope } from '@portal/api';
import { fetchTariffs } from './tariffCalls';

export function useTariffs(scope: ClientScope) {
  return useQuery({ queryKey: ['tariffs', scope], queryFn: () => fetchTariffs(scope), staleTime: 5 * 60_000 });
}
