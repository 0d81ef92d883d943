import { useQuery } from '@portal/ui/query';
import { fetchWorkCalendar } from '../api/part2Calls';
import { part2Keys } from '../hooks/part2Keys';

/** GET /workCalendar once per page: the working days or weekdays. */
export function useWorkCalendar() {
  return useQuery({
    queryKey: part2Keys.workCalendar,
    queryFn: fetchWorkCalendar,
    staleTime: Infinity,
    retry: false,
  });
}
