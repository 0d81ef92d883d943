import { useEffect, useMemo, useRef } from 'react';
import { HStack, Skeleton, Stack, Text } from '@portal/ui/chakra';
import type { LoadedRegistry, RegistryPart } from '../hooks/useRegistryDetail';
import { useRegistryValidation } from '../hooks/useRegistryValidation';
import type { RegistryCabinet } from '../registryCabinet';
import { suppliesNamedByErrors, withInvalidity } from '../rules/invalidSupplies';
import { offers } from '../rules/registryControls';
import { isoToRussian } from '../rules/workingDays';
import { FundingDateField } from '../funding/FundingDateField';
import { FinancingBalance } from './FinancingBalance';
import { RegistryToolbar } from './RegistryToolbar';
import { SelectableSuppliesTable } from './SelectableSuppliesTable';
import { SelectionProvider } from './selectionContext';
import { createSupplySelectionStore, unsavedChoiceOf, type SupplySelectionStore } from './supplySelectionStore';
import { UnsavedChoiceGuard } from './UnsavedChoiceGuard';

interface RegistryWorkspaceProps {
  cabinet: RegistryCabinet;
  id: string;
  registry: LoadedRegistry;
  reload: (parts: readonly RegistryPart[]) => Promise<void>;
}

/**
 * The working part of the registry detail, under "Поставки": the funding date, the balance, the registry's actions and the
 * selectable supplies. One selection store per loaded supplies list (a reload starts from the saved choice). The
 * validation errors are waited for: they say which supplies are invalid, and those come first (spec §4).
 */
export function RegistryWorkspace({ cabinet, id, registry, reload }: RegistryWorkspaceProps) {
  const { supplies } = registry.supplies;
  const { alllimit, futureFundingDate, permissions } = registry.detail;
  const { invalided, status } = registry.detail.registry;
  const validation = useRegistryValidation(cabinet, id, true);
  const errors = validation.data?.errors;
  const named = useMemo(() => [...suppliesNamedByErrors(errors ?? [])].sort().join('\n'), [errors]);
  // The store of the list shown before: a reloaded list (Обновить, a check, new validation errors) keeps its unsaved choice.
  const previous = useRef<SupplySelectionStore | null>(null);
  const editable = offers('edit', permissions, status);
  const store = useMemo(
    () => {
      // Only into a registry still editable: one that became read-only shows what the server has.
      const carried = previous.current && editable ? unsavedChoiceOf(previous.current.getState()) : null;
      return createSupplySelectionStore(withInvalidity(supplies, { invalided, named: new Set(named ? named.split('\n') : []) }), alllimit, isoToRussian(futureFundingDate), carried);
    },
    [supplies, alllimit, futureFundingDate, invalided, named, editable],
  );
  useEffect(() => {
    previous.current = store;
  }, [store]);
  const number = registry.header.number || registry.detail.registry.number;

  if (validation.isLoading) return <Skeleton height="40" role="status" aria-label="Загрузка поставок" />;
  return (
    <SelectionProvider store={store}>
      <Stack gap="3" data-testid="registry-workspace">
        {!editable ? (
          <Text fontSize="sm" color="fg.muted">
            Заявка доступна только для просмотра.
          </Text>
        ) : null}
        <HStack gap="6" align="end" wrap="wrap">
          {cabinet.checks.duplicate ? <FundingDateField editable={editable} /> : null}
          <FinancingBalance financing={cabinet.financingChoice} />
        </HStack>
        <RegistryToolbar
          cabinet={cabinet}
          id={id}
          registryId={registry.detail.registry.id}
          registryNumber={number}
          permissions={permissions}
          status={status}
          documentsForSigning={registry.files.documentsForSigning}
          supplies={registry.supplies.supplies}
          reload={reload}
        />
        <SelectableSuppliesTable editable={editable} financing={cabinet.financingChoice} />
        {editable ? <UnsavedChoiceGuard /> : null}
      </Stack>
    </SelectionProvider>
  );
}
