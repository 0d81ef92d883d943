import { useCallback } from 'react';
import { useQueryClient } from '@portal/ui/query';
import { registryKeys } from '../hooks/registryKeys';
import type { RegistryCabinet } from '../registryCabinet';

/** After a sign or an action the status, permissions, supplies and files all change: the whole detail reloads. */
export function useRefreshRegistry(cabinet: RegistryCabinet, id: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: registryKeys.detail(cabinet, id) }),
      queryClient.invalidateQueries({ queryKey: registryKeys.lists(cabinet) }),
      queryClient.invalidateQueries({ queryKey: registryKeys.validation(cabinet, id) }),
    ]);
  }, [cabinet, id, queryClient]);
}
