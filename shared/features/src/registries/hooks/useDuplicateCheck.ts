import { useQueryClient } from '@portal/ui/query';
import { warn, withLoader } from '@portal/platform';
import { checkDuplicates, generateRegistryFile } from '../api/checkCalls';
import type { RegistryCabinet } from '../registryCabinet';
import { LOADER_GENERATING_REGISTRY, LOADER_PROCESSING } from '../registryMessages';
import { duplicateCheckOutcome, type DuplicateCheckOutcome } from '../rules/duplicateCheckOutcome';
import { registryKeys } from './registryKeys';
import type { LoadedRegistry, RegistryPart } from './useRegistryDetail';
import { validationQuery } from './useRegistryValidation';
import { useSingleMutation } from '@portal/ui';

/** GET {prefix}/checkduplicate/{id} and every branch of spec §4 after it. */
export function useDuplicateCheck(cabinet: RegistryCabinet, id: string, registry: LoadedRegistry | undefined, reload: (parts: readonly RegistryPart[]) => Promise<void>) {
  const queryClient = useQueryClient();
  /**
   * Whether the registry is validated: the GET …/validateStatus answer (already fetched for the checks panel);
   * registry.validated (not in spec §3) only when that answer lacks it or cannot be had.
   */
  const validatedNow = async (): Promise<boolean> => {
    const fallback = registry?.detail.registry.validated ?? false;
    if (!cabinet.checks.validation) return fallback;
    try {
      return (await queryClient.ensureQueryData(validationQuery(cabinet, id))).status.validated ?? fallback;
    } catch {
      return fallback;
    }
  };
  return useSingleMutation({
    mutationFn: async (): Promise<DuplicateCheckOutcome> => {
      const check = await withLoader(LOADER_PROCESSING, () => checkDuplicates(cabinet, id));
      const outcome = duplicateCheckOutcome(check, registry?.files.origDocuments ?? [], await validatedNow());
      switch (outcome.kind) {
        case 'duplicates':
          warn(outcome.warning);
          await Promise.all([reload(['detail', 'supplies', 'files']), queryClient.invalidateQueries({ queryKey: registryKeys.lists(cabinet) })]);
          break;
        case 'clean':
          await reload(['files', 'supplies']);
          if (outcome.generate) {
            const supplies = queryClient.getQueryData<LoadedRegistry>(registryKeys.detail(cabinet, id))?.supplies.supplies ?? [];
            await withLoader(LOADER_GENERATING_REGISTRY, () => generateRegistryFile(cabinet, id, supplies.map((supply) => supply.id)));
            await reload(['files']);
          }
          break;
        case 'wrongData':
          warn(outcome.warning);
          await queryClient.invalidateQueries({ queryKey: registryKeys.validation(cabinet, id) });
          break;
        case 'otherError':
          break;
      }
      return outcome;
    },
  });
}
