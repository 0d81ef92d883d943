import { useQueryClient } from '@portal/ui/query';
import type { CreateRegistryRequest } from '@portal/api';
import { notify, withLoader } from '@portal/platform';
import { useNavigate } from '@portal/ui/router';
import { createRegistry, deleteRegistry } from '../api/listCalls';
import { registryDetailPath, type RegistryCabinet } from '../registryCabinet';
import { LOADER_CREATING_REGISTRY, LOADER_DELETING_REGISTRY, OPERATION_DONE } from '../registryMessages';
import { registryKeys } from './registryKeys';
import { focusTargetNamed, focusWhenShown, useSingleMutation } from '@portal/ui';
import { registryTitleTarget } from '../rules/focusAfterStep';

/** POST {prefix}/create, then the new registry opens with focus on its title; an answer without an id reloads the list and says 'Операция выполнена'. */
export function useCreateRegistry(cabinet: RegistryCabinet) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSingleMutation({
    mutationFn: (request: CreateRegistryRequest) => withLoader(LOADER_CREATING_REGISTRY, () => createRegistry(cabinet, request)),
    onSuccess: async (id) => {
      await queryClient.invalidateQueries({ queryKey: registryKeys.lists(cabinet) });
      if (id === null) notify(OPERATION_DONE);
      else {
        navigate(registryDetailPath(cabinet, id));
        // The dialog and its list are gone: focus goes to the new registry's title once it is shown, not to the page top.
        focusWhenShown({ target: () => focusTargetNamed(registryTitleTarget(id)) });
      }
    },
  });
}

/** DELETE /common/delete/{id}, then the list refreshes. */
export function useDeleteRegistry(cabinet: RegistryCabinet) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (id: string | number) => withLoader(LOADER_DELETING_REGISTRY, () => deleteRegistry(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registryKeys.lists(cabinet) }),
  });
}
