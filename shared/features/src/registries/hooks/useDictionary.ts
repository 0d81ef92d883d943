import { useQuery } from '@portal/ui/query';
import { fetchDictionary, searchContracts } from '../api/dictionaryCalls';
import type { RegistryCabinet } from '../registryCabinet';
import { registryKeys } from './registryKeys';

/** The cabinet's debtor or contract dictionary; with `word` (LKP), the search call answers instead. */
export function useDictionary(cabinet: RegistryCabinet, word: string, enabled: boolean) {
  const searching = cabinet.dictionarySearch && word.trim() !== '';
  return useQuery({
    queryKey: searching ? registryKeys.search(cabinet, word.trim()) : registryKeys.dictionary(cabinet),
    queryFn: ({ signal }) => (searching ? searchContracts(cabinet, word.trim(), signal) : fetchDictionary(cabinet, signal)),
    enabled: enabled && cabinet.dictionary !== null,
    staleTime: 60_000,
  });
}
