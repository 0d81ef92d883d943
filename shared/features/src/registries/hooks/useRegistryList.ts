import { keepPreviousData, useQuery } from '@portal/ui/query';
import type { RegistryListFilter } from '@portal/api';
import { fetchRegistryPage } from '../api/listCalls';
import type { RegistryCabinet } from '../registryCabinet';
import { registryKeys } from './registryKeys';

/** One page of the list, server-side sorted and paged; the previous page stays shown while the next loads. */
export function useRegistryList(cabinet: RegistryCabinet, filter: RegistryListFilter, enabled: boolean) {
  return useQuery({
    queryKey: registryKeys.list(cabinet, filter),
    queryFn: ({ signal }) => fetchRegistryPage(cabinet, filter, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
