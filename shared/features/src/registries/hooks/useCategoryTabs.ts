import { useQuery } from '@portal/ui/query';
import { envSchema, type Env } from '@portal/api';
import { getJson, silentRequest } from '@portal/platform';
import { categoryTabsOf, type CategoryTab } from '../rules/categoryTabs';
import { visibleRegistryTabs } from '../rules/registryTabs';
import { sectionTabsOf, type SectionTab, type SectionTabKey } from '../rules/sectionTabs';

/** Same key as the host's env query: a remote reads what the host already has and asks GET env only if not. */
const ENV_KEY = ['env'] as const;

/**
 * The category tabs the environment flags allow (spec §4), and the section tabs among `offered` (the cabinet's pages
 * for main, reports, reward) they allow; `loading` until env is known.
 */
export function useCategoryTabs(offered: readonly SectionTabKey[] = []): { tabs: CategoryTab[]; sectionTabs: SectionTab[]; loading: boolean } {
  const env = useQuery<Env>({ queryKey: ENV_KEY, queryFn: () => getJson('env', envSchema, silentRequest), staleTime: Infinity });
  const visible = env.data ? visibleRegistryTabs(env.data) : [];
  return { tabs: categoryTabsOf(visible), sectionTabs: sectionTabsOf(visible, offered), loading: env.isPending };
}
