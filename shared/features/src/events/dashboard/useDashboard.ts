import { useQuery } from '@tanstack/react-query';
import type { EventsApiPrefix } from '@portal/api';
import { dashboardCalls } from '../api/dashboardCalls';
import { eventKeys } from '../hooks/eventKeys';

export interface GroupFilters {
  date: string;
  query: string;
  orderId: string;
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
        ...(filters.date ? { date: filters.date } : {}),
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
