import type { RegistryTabKey } from './registryTabs';

/** Spec §2/§4: the tabs beside the registry categories that the REGISTRY_DETAIL, VERIFICATION and IS_PRINCIPAL flags show. */
export type SectionTabKey = Extract<RegistryTabKey, 'main' | 'reports' | 'reward'>;

export const SECTION_TAB_KEYS: readonly SectionTabKey[] = ['main', 'reports', 'reward'];

/** The spec names these tabs only by key; their words are §2's side-menu words for the same pages. */
export const SECTION_TAB_LABELS: Record<SectionTabKey, string> = { main: 'Главная', reports: 'Отчеты', reward: 'Вознаграждения' };

export interface SectionTab {
  key: SectionTabKey;
  label: string;
}

/** The section tabs shown: those the flags allow (visibleRegistryTabs) that the cabinet has a page for, in §4's order. */
export function sectionTabsOf(visible: readonly RegistryTabKey[], offered: readonly SectionTabKey[]): SectionTab[] {
  return SECTION_TAB_KEYS.filter((key) => visible.includes(key) && offered.includes(key)).map((key) => ({ key, label: SECTION_TAB_LABELS[key] }));
}
