import type { Supply } from '@portal/api';

/** Spec §5 "Supply selection" / §4 "Agent registry load": prime or active → chosen for the registry (the factor). */
export function preselectedForRegistry(supply: Pick<Supply, 'prime' | 'active'>): boolean {
  return supply.prime || supply.active;
}

/**
 * The same rules: a supply flagged financing is chosen for financing, but only inside the registry: financing is
 * chosen among the supplies chosen into the registry (issue 24, CONTRACT.md).
 */
export function preselectedForFinancing(supply: Pick<Supply, 'financing' | 'prime' | 'active'>): boolean {
  return supply.financing && preselectedForRegistry(supply);
}

/** Spec §4: invalid supplies move to the top; the order within each group is kept (a stable sort). */
export function invalidFirst<T extends Pick<Supply, 'invalid'>>(supplies: readonly T[]): T[] {
  return [...supplies.filter((supply) => supply.invalid), ...supplies.filter((supply) => !supply.invalid)];
}
