import { ALL_DEBTORS, debtorOptions, type DebtorOption } from '../../dictionaries/contractFilters';
import { useDictionary } from '../../dictionaries/useDictionary';
import type { ReportsCabinet } from '../reportCabinet';

/** The §5 debtor picker's options ('Все' first) from the cabinet's dictionary, filtered as the registries' picker is. */
export function useDebtorOptions(cabinet: ReportsCabinet): { options: DebtorOption[]; loading: boolean } {
  const dictionary = cabinet.debtorDictionary;
  const query = useDictionary(dictionary, '', dictionary !== null);
  if (dictionary === null) return { options: [ALL_DEBTORS], loading: false };
  return { options: debtorOptions(dictionary.contractFilter, query.data ?? []), loading: query.isPending };
}
