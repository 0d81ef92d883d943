import { Button, HStack, Text } from '@portal/ui/chakra';
import type { DocumentForSigning } from '@portal/api';
import { useGenerateRegistry } from '../actions/useGenerateRegistry';
import { useRefreshRegistry } from '../actions/useRefreshRegistry';
import { useRegistryAction } from '../actions/useRegistryAction';
import { useSetAllFinancing } from '../actions/useSetAllFinancing';
import type { RegistryPart } from '../hooks/useRegistryDetail';
import { ACTION_LABELS } from '../part2Messages';
import type { RegistryCabinet } from '../registryCabinet';
import { canGenerate, canSign, offeredActions, sendBlockedByBalance } from '../rules/registryActionRules';
import { SignRegistryButton } from '../signing/SignRegistryButton';
import { useSelection, useSelectionStore } from './selectionContext';
import { balanceOf } from './supplySelectionStore';

interface RegistryToolbarProps {
  cabinet: RegistryCabinet;
  id: string;
  registryNumber: string;
  permissions: readonly string[];
  documentsForSigning: readonly DocumentForSigning[];
  reload: (parts: readonly RegistryPart[]) => Promise<void>;
}

/** What can be done with the registry now: all to financing, generate, sign and the actions its permissions allow. */
export function RegistryToolbar({ cabinet, id, registryNumber, permissions, documentsForSigning, reload }: RegistryToolbarProps) {
  const store = useSelectionStore();
  const chosen = useSelection((state) => state.counts.registry);
  const balance = useSelection(balanceOf);
  const refresh = useRefreshRegistry(cabinet, id);
  const generate = useGenerateRegistry(cabinet, id, registryNumber, store, reload);
  const allToFinancing = useSetAllFinancing(cabinet, id, store);
  const action = useRegistryAction(cabinet, id);
  // LKD has documents and actions only (CONTRACT.md prefixes table).
  const generates = cabinet.checks.duplicate;
  const editable = permissions.includes('change');
  const blocked = offeredActions(permissions).some((name) => sendBlockedByBalance(name, balance));

  return (
    <HStack gap="2" wrap="wrap" role="toolbar" aria-label="Действия с заявкой">
      {generates && editable ? (
        <Button size="sm" variant="outline" onClick={() => allToFinancing.mutate()} loading={allToFinancing.isPending}>
          Все к финансированию
        </Button>
      ) : null}
      {generates && editable ? (
        <Button size="sm" variant="outline" onClick={() => generate.mutate()} loading={generate.isPending} disabled={!canGenerate(permissions, chosen)}>
          Сформировать реестр
        </Button>
      ) : null}
      {canSign(permissions, documentsForSigning.length) ? <SignRegistryButton cabinet={cabinet} id={id} documentsForSigning={documentsForSigning} onSigned={refresh} /> : null}
      {offeredActions(permissions).map((name) => (
        <Button
          key={name}
          size="sm"
          colorPalette={name === 'send' ? 'blue' : undefined}
          variant={name === 'send' ? 'solid' : 'outline'}
          onClick={() => action.mutate(name)}
          loading={action.isPending && action.variables === name}
          disabled={sendBlockedByBalance(name, balance) || action.isPending}
        >
          {ACTION_LABELS[name]}
        </Button>
      ))}
      {blocked ? (
        <Text fontSize="sm" color="fg.error">
          Отправка недоступна: остаток лимита меньше нуля
        </Text>
      ) : null}
    </HStack>
  );
}
