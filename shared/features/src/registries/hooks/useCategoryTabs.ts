import { useQuery } from '@portal/ui/query';
import { envSchema, type Env } from '@portal/api';
import { getJson, silentRequest } from '@portal/platform';
import { categoryTabsOf, type CategoryTab } from '../rules/categoryTabs';
import { visibleRegistryTabs } from '../rules/registryTabs';

/** Same key as the host's env query: a remote reads what the host already has and asks GET env only if not. */
const ENV_KEY = ['env'] as const;

/** The category tabs the environment flags allow (spec §4); `loading` until env is known. */
export function useCategoryTabs(): { tabs: CategoryTab[]; loading: boolean } {
  const env = useQuery<Env>({ queryKey: ENV_KEY, queryFn: () => getJson('env', envSchema, silentRequest), staleTime: Infinity });
  return { tabs: env.data ? categoryTabsOf(visibleRegistryTabs(env.data)) : [], loading: env.isPending };
}
