import type { QueryClient } from '@portal/ui/query';
import { systemPageSchema, type SystemPage } from '@portal/api';
import { getJson, openBackendSession, silentRequest } from '@portal/platform';

export const SYSTEM_PAGE_QUERY_KEY = ['system', 'page'] as const;

/**
 * GET /system/page (spec §6 "Page permissions are fetched from the server", §7: returns env, systemColors,
 * designSchema), after the back end's session is open. Null when it fails: each part then comes from its own
 * start-up call. The permissions' shape is not shown by the spec and nothing reads them yet.
 */
async function fetchSystemPage(): Promise<SystemPage | null> {
  await openBackendSession();
  try {
    return await getJson('system/page', systemPageSchema, silentRequest);
  } catch (error) {
    console.error('GET system/page failed; using env, system/color and designschema', error);
    return null;
  }
}

/** The page's one GET /system/page, shared by the env, colour and design-schema queries. */
export function systemPageOf(queryClient: QueryClient): Promise<SystemPage | null> {
  return queryClient.fetchQuery({ queryKey: SYSTEM_PAGE_QUERY_KEY, queryFn: fetchSystemPage, staleTime: Infinity });
}
