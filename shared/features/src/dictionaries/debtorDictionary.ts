import type { Scope } from '@portal/api';

/** Which §5 contract filter a cabinet's lists follow: the client one (LKK, LKP) or the agent/debtor one. */
export type ContractFilterKind = 'client' | 'agentOrDebtor';

/**
 * A cabinet's debtor or contract dictionary (spec §7): where its entries come from and how its pickers filter them
 * (spec §5). The registries' create dialog picks a contract from it and the reports' filters a debtor.
 */
export interface DebtorDictionary {
  scope: Scope;
  /** The call, relative to /api/. */
  path: 'lkk/dict/debtors' | 'lkp/dict/contract-facts' | 'lka/dict/contract-facts';
  /** Whether a search call answers as the user types (LKP: `{path}/search?word=`). */
  search: boolean;
  contractFilter: ContractFilterKind;
}

export const LKK_DICTIONARY: DebtorDictionary = { scope: 'LKK', path: 'lkk/dict/debtors', search: false, contractFilter: 'client' };
export const LKP_DICTIONARY: DebtorDictionary = { scope: 'LKP', path: 'lkp/dict/contract-facts', search: true, contractFilter: 'client' };
export const LKA_DICTIONARY: DebtorDictionary = { scope: 'LKA', path: 'lka/dict/contract-facts', search: false, contractFilter: 'agentOrDebtor' };

/** TanStack Query keys of the dictionaries (per scope: the same dictionary serves both areas from one cache entry). */
export const dictionaryKeys = {
  entries: (dictionary: DebtorDictionary) => ['dictionaries', dictionary.scope, dictionary.path] as const,
  search: (dictionary: DebtorDictionary, word: string) => ['dictionaries', dictionary.scope, dictionary.path, 'search', word] as const,
};
