import type { RegistryCategory, RegistrySource } from '@portal/api';
import type { RegistryTabKey } from './registryTabs';

/** A category tab of the registry list: its label (spec §2) and the filter it selects (CONTRACT.md). */
export interface CategoryTab {
  key: 'supplies' | 'agentApplication' | 'financing';
  label: string;
  category: RegistryCategory;
  /** The source the tab implies unless the user picked one. */
  defaultSource: RegistrySource | null;
}

export const CATEGORY_TABS: readonly CategoryTab[] = [
  { key: 'supplies', label: 'Подтверждение поставок', category: 'MAIN', defaultSource: null },
  { key: 'agentApplication', label: 'Заявки', category: 'AGENT', defaultSource: null },
  { key: 'financing', label: 'Финансирование', category: 'MAIN', defaultSource: 'Фактор' },
];

/** The category tabs among the visible tabs, in the spec's order. */
export function categoryTabsOf(visible: readonly RegistryTabKey[]): CategoryTab[] {
  return CATEGORY_TABS.filter((tab) => visible.includes(tab.key));
}
