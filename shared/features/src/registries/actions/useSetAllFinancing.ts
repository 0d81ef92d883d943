import { notify, withLoader } from '@portal/platform';
import { setAllFinancing } from '../api/generateSignActionCalls';
import { LOADER_PROCESSING, OPERATION_DONE } from '../registryMessages';
import type { RegistryCabinet } from '../registryCabinet';
import type { SupplySelectionStore } from '../supplies/supplySelectionStore';
import { useSingleMutation } from '@portal/ui';

/**
 * "All to financing": POST {prefix}/{id}/set-all-financing, then the same choice locally (every supply without a data
 * error, as the back end does) so the user's other ticks are kept instead of reloading 10 000 supplies.
 */
export function useSetAllFinancing(cabinet: RegistryCabinet, id: string, store: SupplySelectionStore) {
  return useSingleMutation({
    mutationFn: async () => {
      await withLoader(LOADER_PROCESSING, () => setAllFinancing(cabinet, id));
      store.getState().setAll('financing', true, (supply) => !supply.invalid);
      notify(OPERATION_DONE);
    },
  });
}
