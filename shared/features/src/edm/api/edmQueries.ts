import { keepPreviousData, useQuery } from '@portal/ui/query';
import type { EdmDirection, EdmFilterRequest } from '@portal/api';
import { edmApi } from './edmApi';

export const EDM_QUERY_KEYS = {
  all: ['edm'] as const,
  list: (filter: EdmFilterRequest) => ['edm', 'all', filter] as const,
  types: ['edm', 'type'] as const,
  statuses: (type: EdmDirection) => ['edm', 'statuses', type] as const,
};

/** One page of documents (server-side paging); the previous page stays shown while the next loads. */
export function useEdmList(filter: EdmFilterRequest | null) {
  return useQuery({
    queryKey: filter ? EDM_QUERY_KEYS.list(filter) : ['edm', 'all', 'none'],
    queryFn: () => edmApi.list(filter!),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}

export function useEdmTypes() {
  return useQuery({ queryKey: EDM_QUERY_KEYS.types, queryFn: edmApi.types, staleTime: 5 * 60_000 });
}

export function useEdmStatuses(type: EdmDirection) {
  return useQuery({ queryKey: EDM_QUERY_KEYS.statuses(type), queryFn: () => edmApi.statuses(type), staleTime: 5 * 60_000 });
}
