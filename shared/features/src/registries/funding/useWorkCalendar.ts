import { useQuery } from '@portal/ui/query';
import { fetchWorkCalendar } from '../api/generateSignActionCalls';
import { workCalendarKeys } from '../hooks/workCalendarKeys';

/** GET /workCalendar once per page: the working days or weekdays. */
export function useWorkCalendar() {
  return useQuery({
    queryKey: workCalendarKeys.workCalendar,
    queryFn: fetchWorkCalendar,
    staleTime: Infinity,
    retry: false,
  });
}
