import { notify, warn, withLoader, saveFile } from '@portal/platform';
import { useWorkCalendar } from '../funding/useWorkCalendar';
import { fundingDateProblem, fundingDateRule, todayOf } from '../rules/fundingDate';
import { generateRegistry } from '../api/generateSignActionCalls';
import type { RegistryPart } from '../hooks/useRegistryDetail';
import { OPERATION_DONE } from '../registryMessages';
import type { RegistryCabinet } from '../registryCabinet';
import { russianToIso } from '../rules/workingDays';
import type { SupplySelectionStore } from '../supplies/supplySelectionStore';
import { LOADER_GENERATING } from '../registryActionMessages';
import { useSingleMutation } from '@portal/ui';

/**
 * POST {prefix}/{id}/generate type 'all' with the chosen supplies, those to finance and the funding date (saved by
 * the back end, registries CONTRACT.md "Choosing supplies, funding date, generate, sign, actions"); the file is saved under the answer's name and the file list reloads.
 */
export function useGenerateRegistry(cabinet: RegistryCabinet, id: string, registryNumber: string, store: SupplySelectionStore, reload: (parts: readonly RegistryPart[]) => Promise<void>) {
  const calendar = useWorkCalendar();
  return useSingleMutation({
    mutationFn: async () => {
      const state = store.getState();
      // A date saved earlier may have passed since: say so here instead of sending what the back end refuses.
      const problem = calendar.data ? fundingDateProblem(state.fundingDate, fundingDateRule(calendar.data, todayOf())) : null;
      if (problem) {
        warn(problem);
        return false;
      }
      const fundingDate = russianToIso(state.fundingDate);
      const file = await withLoader(LOADER_GENERATING, () =>
        generateRegistry(cabinet, id, {
          // Ids as the server sent them.
          supplies: state.chosenIds('registry'),
          type: 'all',
          financing: state.chosenIds('financing'),
          futureFundingDate: fundingDate || null,
        }),
        { immediate: true },
      );
      // The back end saved the choice and the date with the file (registries CONTRACT.md "Choosing supplies, funding date, generate, sign, actions").
      store.getState().markSaved(state);
      saveFile(file.blob, file.fileName || `Реестр уступки ${registryNumber || id}.xlsx`);
      await reload(['files']);
      notify(OPERATION_DONE);
      return true;
    },
  });
}
