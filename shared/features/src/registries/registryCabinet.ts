import type { RegistryCategory, Scope } from '@portal/api';
import { LKA_DICTIONARY, LKK_DICTIONARY, LKP_DICTIONARY, type DebtorDictionary } from '../dictionaries/debtorDictionary';

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
  /** Where POST {prefix}/{id}/sign goes: §7 names it under /registries (the debtor's too) and /lka/registries. */
  signApiPrefix: 'registries' | 'lka/registries';
  /**
   * Whether a 404 on the sign call means this server does not sign the cabinet's registries there (the debtor signs on
   * §7's POST /registries/{id}/sign, which is not the debtor's own call, decision 0022): logged and told as
   * SigningNotSupported instead of 'Ошибка'. Otherwise a 404 is a failure like any other.
   */
  signNotFoundMeansUnsupported: boolean;
  /** Four detail stages (LKK, LKP, LKA) or one call answering everything (LKD, CONTRACT.md). */
  stagedDetail: boolean;
  /** Where a new registry's contract is picked from (spec §7 dictionaries); null: none is picked (LKD). */
  dictionary: DebtorDictionary | null;
  /** Which checks exist (CONTRACT.md prefixes table). */
  checks: { duplicate: boolean; supplyParam: boolean; validation: boolean; deleteRegistry: boolean };
  /** Whether supplies are chosen for financing here, with the financing balance (not for the debtor; decision 0020). */
  financingChoice: boolean;
  /** The category of a registry created outside a category tab (inside one, the tab's category). */
  defaultCategory: RegistryCategory;
  /** The other party the list names: the debtor in the supplier's and agent's cabinets, the supplier in the debtor's. */
  listParty: 'debtor' | 'supplier';
}

export const LKK_REGISTRIES: RegistryCabinet = {
  scope: 'LKK',
  cabinetPath: '/lkk',
  listSegment: 'registries',
  apiPrefix: 'registries',
  signingDocumentId: 'ecp',
  signApiPrefix: 'registries',
  signNotFoundMeansUnsupported: false,
  stagedDetail: true,
  dictionary: LKK_DICTIONARY,
  checks: { duplicate: true, supplyParam: false, validation: true, deleteRegistry: true },
  financingChoice: true,
  defaultCategory: 'MAIN',
  listParty: 'debtor',
};


export const LKP_REGISTRIES: RegistryCabinet = {
  ...LKK_REGISTRIES,
  scope: 'LKP',
  cabinetPath: '/lkp',
  dictionary: LKP_DICTIONARY,
};

export const LKA_REGISTRIES: RegistryCabinet = {
  scope: 'LKA',
  cabinetPath: '/lka',
  listSegment: 'supplies',
  apiPrefix: 'lka/registries',
  signingDocumentId: 'ecp',
  signApiPrefix: 'lka/registries',
  signNotFoundMeansUnsupported: false,
  stagedDetail: true,
  dictionary: LKA_DICTIONARY,
  checks: { duplicate: true, supplyParam: true, validation: true, deleteRegistry: true },
  financingChoice: true,
  defaultCategory: 'AGENT',
  listParty: 'debtor',
};


export const LKD_REGISTRIES: RegistryCabinet = {
  scope: 'LKD',
  cabinetPath: '/lkd',
  listSegment: 'supplies',
  apiPrefix: 'lkd/registries',
  signingDocumentId: 'ecpdebtor',
  // §7 lists no /lkd/registries/{id}/sign; its POST /registries/{id}/sign with 'ecpdebtor' (decision 0022).
  signApiPrefix: 'registries',
  signNotFoundMeansUnsupported: true,
  stagedDetail: false,
  dictionary: null,
  checks: { duplicate: false, supplyParam: false, validation: false, deleteRegistry: false },
  financingChoice: false,
  defaultCategory: 'MAIN',
  listParty: 'supplier',
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

/** The standalone detail of spec §2, in its own form: '/lkk/registries{branch}/12/detail' ('/lkk/registriesfactoring/12/detail'). */
export function standaloneDetailPath(cabinet: RegistryCabinet, branch: string, id: string | number): string {
  return `${cabinet.cabinetPath}/registries${branch}/${id}/detail`;
}
