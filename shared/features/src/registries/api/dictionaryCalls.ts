import { debtorContractEntrySchema, type DebtorContractEntry } from '@portal/api';
import { getJson, lenientList, callReportingFailure } from '@portal/platform';
import type { RegistryCabinet } from '../registryCabinet';

/** The cabinet's debtor or contract dictionary (spec §7); an empty list for a cabinet without one. */
export function fetchDictionary(cabinet: RegistryCabinet, signal?: AbortSignal): Promise<DebtorContractEntry[]> {
  const path = cabinet.dictionary;
  if (path === null) return Promise.resolve([]);
  return callReportingFailure(`GET ${path}`, () => getJson(path, lenientList(`GET ${path}`, debtorContractEntrySchema, () => null), { signal }));
}

/** GET /lkp/dict/contract-facts/search?word= as the user types (LKP). */
export function searchContracts(cabinet: RegistryCabinet, word: string, signal?: AbortSignal): Promise<DebtorContractEntry[]> {
  const path = `${cabinet.dictionary ?? 'lkp/dict/contract-facts'}/search`;
  return callReportingFailure(`GET ${path}`, () => getJson(path, lenientList(`GET ${path}`, debtorContractEntrySchema, () => null), { signal, searchParams: { word } }));
}
