import type { ReactNode } from 'react';
import type { SectionTabKey } from './rules/sectionTabs';

/**
 * What a cabinet shows under the registry list's section tabs (spec §2: "main, reports and reward are permitted too";
 * §4: the REGISTRY_DETAIL, VERIFICATION and IS_PRINCIPAL flags show them): its own page for each key it has. A key
 * the cabinet has no page for (LKK's rewards, the agent's reports) gets no tab. Decision 0064.
 */
export type RegistrySections = Partial<Record<SectionTabKey, ReactNode>>;
