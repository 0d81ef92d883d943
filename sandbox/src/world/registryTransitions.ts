import type { World } from './world';
import { earliestFundingDate } from './workCalendar';
import { REGISTRY_STATUS_NAMES, type Registry, type RegistryStatusCode } from './worldTypes';

export const REGISTRY_ACTIONS = ['send', 'withdraw'] as const;
export type RegistryAction = (typeof REGISTRY_ACTIONS)[number];

/** Where each action leads from each state (spec §4 does not show registry states; these are ours). */
const TRANSITIONS: Record<RegistryAction, Partial<Record<RegistryStatusCode, RegistryStatusCode>>> = {
  send: { DRAFT: 'ON_CHECK', SIGNED: 'SENT_TO_FACTOR' },
  withdraw: { ON_CHECK: 'DRAFT' },
};

/** Applies the action and answers null, or answers why it cannot be done (in Russian) and changes nothing. */
export function applyRegistryAction(world: World, registry: Registry, action: RegistryAction, now: Date): string | null {
  const next = TRANSITIONS[action][registry.statusCode];
  if (!next) return `Действие «${action}» недоступно для реестра в статусе «${REGISTRY_STATUS_NAMES[registry.statusCode]}»`;
  if (registry.statusCode === 'DRAFT') {
    const supplies = world.supplies.ofRegistry(registry.id);
    if (supplies.length === 0) return 'В реестре нет поставок';
    if (supplies.some((supply) => supply.dataErrors.length > 0)) return 'В реестре указаны неверные данные';
  }
  registry.statusCode = next;
  // Funded on the chosen day, or on the next working day when none was chosen or the chosen one has passed.
  if (next === 'SENT_TO_FACTOR') {
    const earliest = earliestFundingDate(now);
    if (!registry.futureFundingDate || registry.futureFundingDate < earliest) registry.futureFundingDate = earliest;
  }
  return null;
}
