import { QueryClient } from '@portal/ui/query';

/** The page's TanStack Query client, provided by the host to itself and every cabinet remote. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}
