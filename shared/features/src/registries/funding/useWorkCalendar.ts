import { useQuery } from '@portal/ui/query';
import { fetchWorkCalendar } from '../api/part2Calls';
import { part2Keys } from '../hooks/part2Keys';

/** GET /workCalendar once per page: the set of working ISO days. */
export function useWorkCalendar() {
  return useQuery({
    queryKey: part2Keys.workCalendar,
    queryFn: async () => new Set(await fetchWorkCalendar()),
    staleTime: Infinity,
    retry: false,
  });
}
