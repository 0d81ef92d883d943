import { useQuery } from '@portal/ui/query';
import { dictionaryKeys, type DebtorDictionary } from './debtorDictionary';
import { fetchDictionary, searchContracts } from './dictionaryCalls';

/**
 * The cabinet's debtor or contract dictionary; with `word` (LKP), the search call answers instead. A cabinet without
 * a dictionary (null: LKD) asks for nothing and stays pending.
 */
export function useDictionary(dictionary: DebtorDictionary | null, word: string, enabled: boolean) {
  const searching = dictionary !== null && dictionary.search && word.trim() !== '';
  return useQuery({
    queryKey: dictionary === null ? ['dictionaries', 'none'] : searching ? dictionaryKeys.search(dictionary, word.trim()) : dictionaryKeys.entries(dictionary),
    queryFn: ({ signal }) => (dictionary === null ? Promise.resolve([]) : searching ? searchContracts(dictionary, word.trim(), signal) : fetchDictionary(dictionary, signal)),
    enabled: enabled && dictionary !== null,
    staleTime: 60_000,
  });
}
