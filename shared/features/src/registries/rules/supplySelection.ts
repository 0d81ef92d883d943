import type { Supply } from '@portal/api';

/** Spec §5 "Supply selection": "supplies flagged prime or active are preselected for the registry". */
export function preselectedForRegistry(supply: Pick<Supply, 'prime' | 'active'>): boolean {
  return supply.prime || supply.active;
}

/**
 * Spec §5 "Supply selection": "those flagged financing are preselected for financing" (§4 "Agent registry load" says
 * the same). Nothing else decides it: the balance (alllimit − Σ supplyAmount chosen for financing) starts from these.
 */
export function preselectedForFinancing(supply: Pick<Supply, 'financing'>): boolean {
  return supply.financing;
}

/**
 * Into the registry on load: the spec's prime/active, plus a supply preselected for financing, because financing is
 * chosen only inside the registry (decisions 0020 and 0041) and the spec's financing preselection must hold whole.
 */
export function inRegistryOnLoad(supply: Pick<Supply, 'prime' | 'active' | 'financing'>): boolean {
  return preselectedForRegistry(supply) || preselectedForFinancing(supply);
}

/** Spec §4: invalid supplies move to the top; the order within each group is kept (a stable sort). */
export function invalidFirst<T extends Pick<Supply, 'invalid'>>(supplies: readonly T[]): T[] {
  return [...supplies.filter((supply) => supply.invalid), ...supplies.filter((supply) => !supply.invalid)];
}
