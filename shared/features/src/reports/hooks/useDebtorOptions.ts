import { useDictionary } from '../../registries/hooks/useDictionary';
import { debtorOptions, ALL_DEBTORS, type DebtorOption } from '../../registries/rules/contractFilters';
import { LKK_REGISTRIES } from '../../registries/registryCabinet';
import type { ReportsCabinet } from '../reportCabinet';

/** The §5 debtor picker's options ('Все' first) from the cabinet's dictionary, as the registries area picks them. */
export function useDebtorOptions(cabinet: ReportsCabinet): { options: DebtorOption[]; loading: boolean } {
  const dictionary = cabinet.debtorDictionary;
  const query = useDictionary(dictionary ?? LKK_REGISTRIES, '', dictionary !== null);
  if (dictionary === null) return { options: [ALL_DEBTORS], loading: false };
  return { options: debtorOptions(dictionary.contractFilter, query.data ?? []), loading: query.isPending };
}
