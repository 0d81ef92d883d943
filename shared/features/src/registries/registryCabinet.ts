import type { RegistryCategory, Scope } from '@portal/api';

/** Where a cabinet picks the contract or debtor of a new registry from (spec §7 dictionaries). */
export type RegistryDictionary = 'lkk/dict/debtors' | 'lkp/dict/contract-facts' | 'lka/dict/contract-facts' | null;

/** Which §5 contract filter a cabinet's lists follow: the client one (LKK, LKP) or the agent/debtor one. */
export type ContractFilterKind = 'client' | 'agentOrDebtor';

/**
 * The registries area's cabinet descriptor (ARCHITECTURE "Inside a feature area"): everything that differs
 * between LKK, LKP, LKD and LKA. Paths are relative to /api/ (no leading slash).
 */
export interface RegistryCabinet {
  scope: Scope;
  /** The cabinet's path prefix, e.g. '/lkk'. */
  cabinetPath: string;
  /** The list's segment under the cabinet: 'registries' (LKK, LKP) or 'supplies' (LKD, LKA). */
  listSegment: string;
  /** API prefix of the list, create, detail and document calls. */
  apiPrefix: 'registries' | 'lkd/registries' | 'lka/registries';
  /** Spec §6: the signing document id the scope selects. */
  signingDocumentId: 'ecp' | 'ecpdebtor';
  /** Four detail stages (LKK, LKP, LKA) or one call answering everything (LKD, CONTRACT.md). */
  stagedDetail: boolean;
  dictionary: RegistryDictionary;
  /** Whether the dictionary has a search call answering as the user types (LKP). */
  dictionarySearch: boolean;
  contractFilter: ContractFilterKind;
  /** Which checks exist (CONTRACT.md prefixes table). */
  checks: { duplicate: boolean; supplyParam: boolean; validation: boolean; deleteRegistry: boolean };
  /** Whether supplies are chosen for financing here, with the financing balance (not for the debtor, issue 24). */
  financingChoice: boolean;
  /** The category of a registry created outside a category tab (inside one, the tab's category). */
  defaultCategory: RegistryCategory;
}

export const LKK_REGISTRIES: RegistryCabinet = {
  scope: 'LKK',
  cabinetPath: '/lkk',
  listSegment: 'registries',
  apiPrefix: 'registries',
  signingDocumentId: 'ecp',
  stagedDetail: true,
  dictionary: 'lkk/dict/debtors',
  dictionarySearch: false,
  contractFilter: 'client',
  checks: { duplicate: true, supplyParam: false, validation: true, deleteRegistry: true },
  financingChoice: true,
  defaultCategory: 'MAIN',
};

export const LKP_REGISTRIES: RegistryCabinet = {
  ...LKK_REGISTRIES,
  scope: 'LKP',
  cabinetPath: '/lkp',
  dictionary: 'lkp/dict/contract-facts',
  dictionarySearch: true,
};

export const LKA_REGISTRIES: RegistryCabinet = {
  scope: 'LKA',
  cabinetPath: '/lka',
  listSegment: 'supplies',
  apiPrefix: 'lka/registries',
  signingDocumentId: 'ecp',
  stagedDetail: true,
  dictionary: 'lka/dict/contract-facts',
  dictionarySearch: false,
  contractFilter: 'agentOrDebtor',
  checks: { duplicate: true, supplyParam: true, validation: true, deleteRegistry: true },
  financingChoice: true,
  defaultCategory: 'AGENT',
};

export const LKD_REGISTRIES: RegistryCabinet = {
  scope: 'LKD',
  cabinetPath: '/lkd',
  listSegment: 'supplies',
  apiPrefix: 'lkd/registries',
  signingDocumentId: 'ecpdebtor',
  stagedDetail: false,
  dictionary: null,
  dictionarySearch: false,
  contractFilter: 'agentOrDebtor',
  checks: { duplicate: false, supplyParam: false, validation: false, deleteRegistry: false },
  financingChoice: false,
  defaultCategory: 'MAIN',
};

/** The lowercase scope sent in detail paths (spec §6). */
export function scopeSegment(cabinet: RegistryCabinet): string {
  return cabinet.scope.toLowerCase();
}

/** The list page's absolute path, e.g. '/lkk/registries'. */
export function registryListPath(cabinet: RegistryCabinet): string {
  return `${cabinet.cabinetPath}/${cabinet.listSegment}`;
}

/** The detail inside the cabinet: '/lkk/registries/12'. */
export function registryDetailPath(cabinet: RegistryCabinet, id: string | number): string {
  return `${registryListPath(cabinet)}/${id}`;
}

/** The standalone detail route of spec §2: '/lkk/registries/{branch}/12/detail'. */
export function standaloneDetailPath(cabinet: RegistryCabinet, branch: string, id: string | number): string {
  return `${cabinet.cabinetPath}/registries/${branch}/${id}/detail`;
}
