import type { RegistryAction } from '@portal/api';
import { notify, warn, withLoader } from '@portal/platform';
import { checkSupplyParam } from '../api/checkCalls';
import { runRegistryAction } from '../api/generateSignActionCalls';
import type { RegistryCabinet } from '../registryCabinet';
import { CONTRACT_NOT_PASSED_WARNING } from '../rules/duplicateCheckOutcome';
import { ACTION_DONE, LOADER_ACTION } from '../registryActionMessages';
import { useRefreshRegistry } from './useRefreshRegistry';
import { useSingleMutation } from '@portal/ui';

/**
 * POST {prefix}/{id}/action, 'Действие выполнено!' and a fresh detail. The agent's send first runs the parameter
 * check (GET /lka/registries/checkSupplyParam/{id}); a failed check warns and sends nothing.
 */
export function useRegistryAction(cabinet: RegistryCabinet, id: string) {
  const refresh = useRefreshRegistry(cabinet, id);
  return useSingleMutation({
    mutationFn: async (action: RegistryAction) => {
      if (action === 'send' && cabinet.checks.supplyParam && !(await checkSupplyParam(id))) {
        warn(CONTRACT_NOT_PASSED_WARNING);
        return;
      }
      await withLoader(LOADER_ACTION, () => runRegistryAction(cabinet, id, action));
      notify(ACTION_DONE);
      await refresh();
    },
  });
}
