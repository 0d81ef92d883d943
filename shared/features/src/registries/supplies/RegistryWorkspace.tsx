import { useMemo } from 'react';
import { HStack, Stack, Text } from '@portal/ui/chakra';
import type { LoadedRegistry, RegistryPart } from '../hooks/useRegistryDetail';
import type { RegistryCabinet } from '../registryCabinet';
import { canChange } from '../rules/registryPermissions';
import { isoToRussian } from '../rules/workingDays';
import { FundingDateField } from '../funding/FundingDateField';
import { FinancingBalance } from './FinancingBalance';
import { RegistryToolbar } from './RegistryToolbar';
import { SelectableSuppliesTable } from './SelectableSuppliesTable';
import { SelectionProvider } from './selectionContext';
import { createSupplySelectionStore } from './supplySelectionStore';

interface RegistryWorkspaceProps {
  cabinet: RegistryCabinet;
  id: string;
  registry: LoadedRegistry;
  reload: (parts: readonly RegistryPart[]) => Promise<void>;
}

/**
 * Part 2 of the registry detail, under "Поставки": the funding date, the balance, the registry's actions and the
 * selectable supplies. One selection store per loaded supplies list (a reload starts from the saved choice).
 */
export function RegistryWorkspace({ cabinet, id, registry, reload }: RegistryWorkspaceProps) {
  const { supplies } = registry.supplies;
  const { alllimit, futureFundingDate, permissions } = registry.detail;
  const store = useMemo(() => createSupplySelectionStore(supplies, alllimit, isoToRussian(futureFundingDate)), [supplies, alllimit, futureFundingDate]);
  const editable = canChange(permissions);
  const number = registry.header.number || registry.detail.registry.number;

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
          <FinancingBalance />
        </HStack>
        <RegistryToolbar cabinet={cabinet} id={id} registryNumber={number} permissions={permissions} documentsForSigning={registry.files.documentsForSigning} reload={reload} />
        <SelectableSuppliesTable editable={editable} />
      </Stack>
    </SelectionProvider>
  );
}
