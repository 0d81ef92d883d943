import { useQuery } from '@portal/ui/query';
import type { EventsApiPrefix } from '@portal/api';
import { dashboardCalls } from '../api/dashboardCalls';
import { eventKeys } from '../hooks/eventKeys';

export interface GroupFilters {
  /** DD.MM.YYYY as typed in the date field, or ''. */
  date: string;
  query: string;
  orderId: string;
}

/** DD.MM.YYYY → YYYY-MM-DD, the date format of the call. */
function isoDay(russian: string): string {
  const [day, month, year] = russian.split('.');
  return `${year}-${month}-${day}`;
}

export function useEventGroups() {
  return useQuery({ queryKey: eventKeys.groups(), queryFn: dashboardCalls.groups });
}

/** GET /lkk/dashboard/eventGroup with the group and its filters (empty ones left out). */
export function useEventGroup(groupId: string | null, filters: GroupFilters) {
  return useQuery({
    queryKey: eventKeys.group(groupId ?? '', filters),
    queryFn: () =>
      dashboardCalls.group({
        groupId: groupId ?? '',
        ...(filters.date ? { date: isoDay(filters.date) } : {}),
        ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
        ...(filters.orderId.trim() ? { orderId: filters.orderId.trim() } : {}),
      }),
    enabled: groupId !== null,
    placeholderData: (previous) => previous,
  });
}

export function useEventOrder(prefix: EventsApiPrefix, orderId: string | null) {
  return useQuery({ queryKey: eventKeys.order(prefix, orderId ?? ''), queryFn: () => dashboardCalls.order(prefix, orderId ?? ''), enabled: orderId !== null });
}
