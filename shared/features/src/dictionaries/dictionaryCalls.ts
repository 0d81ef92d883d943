import { debtorContractEntrySchema, type DebtorContractEntry } from '@portal/api';
import { getJson, lenientList, callReportingFailure } from '@portal/platform';
import type { DebtorDictionary } from './debtorDictionary';

/** The cabinet's debtor or contract dictionary (spec §7). */
export function fetchDictionary(dictionary: DebtorDictionary, signal?: AbortSignal): Promise<DebtorContractEntry[]> {
  const { path } = dictionary;
  return callReportingFailure(`GET ${path}`, () => getJson(path, lenientList(`GET ${path}`, debtorContractEntrySchema, () => null), { signal }));
}

/** GET /lkp/dict/contract-facts/search?word= as the user types (LKP). */
export function searchContracts(dictionary: DebtorDictionary, word: string, signal?: AbortSignal): Promise<DebtorContractEntry[]> {
  const path = `${dictionary.path}/search`;
  return callReportingFailure(`GET ${path}`, () => getJson(path, lenientList(`GET ${path}`, debtorContractEntrySchema, () => null), { signal, searchParams: { word } }));
}
