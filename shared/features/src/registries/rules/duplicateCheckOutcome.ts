import type { DuplicateCheck, OriginalDocument } from '@portal/api';

/** Spec §8 texts of the checks. */
export const DUPLICATES_WARNING = 'В реестре есть поставки переданные ранее';
export const WRONG_DATA_WARNING = 'В реестре указаны неверные данные';
export const CONTRACT_NOT_PASSED_WARNING = 'Внимание! Контракт с данными реквизитами не передан фактору';

/** The error code of spec §4 for wrong data. */
export const WRONG_DATA_ERROR = 2001;

export type DuplicateCheckOutcome =
  /** Error 0 with duplicates: warn and reload the lists. */
  | { kind: 'duplicates'; warning: string; reload: 'lists' }
  /** Error 0 without duplicates: reload files and supplies; generate (then reload files) when `generate`. */
  | { kind: 'clean'; reload: 'filesAndSupplies'; generate: boolean }
  | { kind: 'wrongData'; warning: string }
  /** Any other error code: the spec does not say; the portal reports it without acting. */
  | { kind: 'otherError'; code: number };

/** Spec §4 "Registry duplicate check", every branch. */
export function duplicateCheckOutcome(check: DuplicateCheck, originals: readonly OriginalDocument[], validated: boolean): DuplicateCheckOutcome {
  if (check.error === WRONG_DATA_ERROR) return { kind: 'wrongData', warning: WRONG_DATA_WARNING };
  if (check.error !== 0) return { kind: 'otherError', code: check.error };
  if (check.duplicates > 0) return { kind: 'duplicates', warning: DUPLICATES_WARNING, reload: 'lists' };
  return { kind: 'clean', reload: 'filesAndSupplies', generate: !validated && originals.some((document) => document.valid) };
}
