import { ENVIRONMENT_FLAGS } from '../api/data/environmentFlags';

/** The flags of spec §4 that add the registry category tabs: supplies, agentApplication, financing. */
export const REGISTRY_TAB_FLAGS = ['IS_CHECH_SUPPLY', 'IS_CHECH_AGENT', 'IS_CHECH_FINANCING'] as const;
export type RegistryTabFlag = (typeof REGISTRY_TAB_FLAGS)[number];

export function isRegistryTabFlag(name: string): name is RegistryTabFlag {
  return (REGISTRY_TAB_FLAGS as readonly string[]).includes(name);
}

/**
 * Changes the flag in the object GET /api/env and /system/page answer, in place, so those routes need no state of
 * their own (one sandbox per process; reset() turns all three back on).
 */
export function setRegistryTabFlag(flag: RegistryTabFlag, on: boolean): void {
  ENVIRONMENT_FLAGS[flag] = on;
}

export function registryTabFlags(): Record<RegistryTabFlag, boolean> {
  return Object.fromEntries(REGISTRY_TAB_FLAGS.map((flag) => [flag, ENVIRONMENT_FLAGS[flag] === true])) as Record<RegistryTabFlag, boolean>;
}

export function resetRegistryTabFlags(): void {
  for (const flag of REGISTRY_TAB_FLAGS) ENVIRONMENT_FLAGS[flag] = true;
}
