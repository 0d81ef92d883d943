import type { Env } from '@portal/api';

/** Tabs of spec §2 "Registry category tabs", by their spec keys. */
export type RegistryTabKey = 'main' | 'reports' | 'reward' | 'supplies' | 'agentApplication' | 'financing';

function isOn(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

function anyOn(env: Env, suffix: string): boolean {
  return Object.entries(env).some(([name, value]) => name.endsWith(suffix) && isOn(value));
}

/**
 * Spec §4: a flag whose name ends in REGISTRY_DETAIL, VERIFICATION or IS_PRINCIPAL shows main, reports and reward;
 * IS_CHECH_SUPPLY adds supplies, IS_CHECH_AGENT agentApplication, IS_CHECH_FINANCING financing.
 * Flags count when true (also "true" or 1, as a back end may send them).
 */
export function visibleRegistryTabs(env: Env): RegistryTabKey[] {
  const tabs: RegistryTabKey[] = [];
  if (['REGISTRY_DETAIL', 'VERIFICATION', 'IS_PRINCIPAL'].some((suffix) => anyOn(env, suffix))) tabs.push('main', 'reports', 'reward');
  if (isOn(env.IS_CHECH_SUPPLY)) tabs.push('supplies');
  if (isOn(env.IS_CHECH_AGENT)) tabs.push('agentApplication');
  if (isOn(env.IS_CHECH_FINANCING)) tabs.push('financing');
  return tabs;
}
