import type { Scope } from '@portal/api';

/**
 * What each demo user has in each of their cabinets. `kind` decides the side of the contracts: a client (LKK, LKP)
 * sells to debtors, a debtor (LKD) buys from clients, an agent (LKA) brings clients' supplies to the factor.
 */
export interface PartyPlan {
  username: string;
  scope: Scope;
  kind: 'client' | 'debtor' | 'agent';
  /** How many contracts in force (besides the closed one and those the portal's filters must drop). */
  contracts: number;
  /** Ordinary registries (the branch registries of seededBranches.ts come on top). */
  registries: number;
  seed: number;
}

export const PARTY_PLANS: readonly PartyPlan[] = [
  { username: 'supplier', scope: 'LKK', kind: 'client', contracts: 5, registries: 45, seed: 11 },
  { username: 'principal', scope: 'LKP', kind: 'client', contracts: 4, registries: 14, seed: 22 },
  { username: 'debtor', scope: 'LKD', kind: 'debtor', contracts: 3, registries: 9, seed: 33 },
  { username: 'agent', scope: 'LKA', kind: 'agent', contracts: 4, registries: 12, seed: 44 },
  { username: 'multi', scope: 'LKK', kind: 'client', contracts: 3, registries: 6, seed: 55 },
  { username: 'multi', scope: 'LKP', kind: 'client', contracts: 2, registries: 4, seed: 56 },
  { username: 'multi', scope: 'LKD', kind: 'debtor', contracts: 2, registries: 3, seed: 57 },
  { username: 'multi', scope: 'LKA', kind: 'agent', contracts: 2, registries: 3, seed: 58 },
  // A new client: contracts to create a first registry with, no registries yet.
  { username: 'newcomer', scope: 'LKK', kind: 'client', contracts: 1, registries: 0, seed: 66 },
];
