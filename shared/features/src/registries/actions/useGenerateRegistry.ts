import { notify, withLoader, saveFile } from '@portal/platform';
import { generateRegistry } from '../api/part2Calls';
import type { RegistryPart } from '../hooks/useRegistryDetail';
import { OPERATION_DONE } from '../registryMessages';
import type { RegistryCabinet } from '../registryCabinet';
import { russianToIso } from '../rules/workingDays';
import type { SupplySelectionStore } from '../supplies/supplySelectionStore';
import { LOADER_GENERATING } from '../part2Messages';
import { useSingleMutation } from '@portal/ui';

/** A row shown as best it could be may lack a usable id (ARCHITECTURE rule 9): it cannot be sent, so it is left out. */
function numericIds(ids: ReadonlyArray<string | number>): number[] {
  return ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * POST {prefix}/{id}/generate type 'all' with the chosen supplies, those to finance and the funding date (saved by
 * the back end, CONTRACT.md "Part 2"); the file is saved under the answer's name and the file list reloads.
 */
export function useGenerateRegistry(cabinet: RegistryCabinet, id: string, registryNumber: string, store: SupplySelectionStore, reload: (parts: readonly RegistryPart[]) => Promise<void>) {
  return useSingleMutation({
    mutationFn: async () => {
      const state = store.getState();
      const fundingDate = russianToIso(state.fundingDate);
      const file = await withLoader(LOADER_GENERATING, () =>
        generateRegistry(cabinet, id, {
          supplies: numericIds(state.chosenIds('registry')),
          type: 'all',
          financing: numericIds(state.chosenIds('financing')),
          futureFundingDate: fundingDate || null,
        }),
        { immediate: true },
      );
      saveFile(file.blob, file.fileName || `Реестр уступки ${registryNumber || id}.xlsx`);
      await reload(['files']);
      notify(OPERATION_DONE);
    },
  });
}
