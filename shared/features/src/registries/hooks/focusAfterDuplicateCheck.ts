import type { QueryClient } from '@portal/ui/query';
import { focusWhenShown } from '@portal/ui';
import type { RegistryCabinet } from '../registryCabinet';
import type { DuplicateCheckOutcome } from '../rules/duplicateCheckOutcome';
import { CHECK_ERRORS_ID, REGISTRY_DUPLICATES_ID } from '../rules/focusAfterStep';
import { registryKeys } from './registryKeys';
import type { LoadedRegistry } from './useRegistryDetail';
import type { validationQuery } from './useRegistryValidation';

type Validation = Awaited<ReturnType<ReturnType<typeof validationQuery>['queryFn']>>;

/**
 * Where focus goes after «Проверить на дубли» (issue 53, item 6), instead of falling to the page top when the loading
 * dialogs close: to what the check found — the count of supplies passed before, or the check errors that say what to fix
 * — and back to the button when it found nothing to read (or the page shows nothing of it).
 */
export function focusAfterDuplicateCheck(outcome: DuplicateCheckOutcome, queryClient: QueryClient, cabinet: RegistryCabinet, id: string, button: () => HTMLElement | null): void {
  if (outcome.kind === 'duplicates') {
    const shownCount = () => queryClient.getQueryData<LoadedRegistry>(registryKeys.detail(cabinet, id))?.detail.registry.duplicates ?? 0;
    focusWhenShown({ target: () => document.getElementById(REGISTRY_DUPLICATES_ID), settled: () => shownCount() === 0, fallback: button });
  } else if (outcome.kind === 'wrongData') {
    const errorCount = () => queryClient.getQueryData<Validation>(registryKeys.validation(cabinet, id))?.errors.length ?? 0;
    focusWhenShown({ target: () => document.getElementById(CHECK_ERRORS_ID), settled: () => errorCount() === 0, fallback: button });
  } else {
    focusWhenShown({ target: button });
  }
}
