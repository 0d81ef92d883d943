import { useRef, useState } from 'react';
import { Button, HStack, Text } from '@portal/ui/chakra';
import type { DocumentForSigning, RegistryStatus, Supply } from '@portal/api';
import { useRegistryValidation } from '../hooks/useRegistryValidation';
import { sendRefusalHint } from '../rules/validationErrorText';
import { useGenerateRegistry } from '../actions/useGenerateRegistry';
import { useRefreshRegistry } from '../actions/useRefreshRegistry';
import { useRegistryAction } from '../actions/useRegistryAction';
import { useSetAllFinancing } from '../actions/useSetAllFinancing';
import type { RegistryPart } from '../hooks/useRegistryDetail';
import { actionLabel } from '../registryActionMessages';
import { registryStateOf } from '../rules/registryState';
import type { RegistryCabinet } from '../registryCabinet';
import { canSign, offeredActions, offers, sendBlockedByBalance } from '../rules/registryControls';
import { ConfirmDialog } from '../screens/ConfirmDialog';
import { SignRegistryButton } from '../signing/SignRegistryButton';
import { useSelection, useSelectionStore } from './selectionContext';
import { balanceOf } from './supplySelectionStore';
import { UNSAVED_TEXT, UNSAVED_TITLE } from './unsavedChoiceTexts';
import { useFocusAfterStep } from './useFocusAfterStep';

/** Said beside a disabled «Сформировать реестр» while the funding date field holds text it does not accept. */
export const FUNDING_DATE_BLOCKS_GENERATE = 'Исправьте дату финансирования, чтобы сформировать реестр';
const FUNDING_DATE_BLOCKS_ID = 'funding-date-blocks-generate';

interface RegistryToolbarProps {
  cabinet: RegistryCabinet;
  id: string;
  /** The registry's id as the server sent it. */
  registryId: string | number;
  registryNumber: string;
  permissions: readonly string[];
  status: RegistryStatus;
  documentsForSigning: readonly DocumentForSigning[];
  /** The registry's supplies, to name those a refused send is about. */
  supplies?: readonly Supply[];
  reload: (parts: readonly RegistryPart[]) => Promise<void>;
}

/**
 * What can be done with the registry now (permissions and state, CONTRACT.md "Editing controls"): all to financing,
 * generate, sign and the actions. 'Отправить на проверку' with a choice not yet saved asks first and offers to generate before.
 */
export function RegistryToolbar({ cabinet, id, registryId, registryNumber, permissions, status, documentsForSigning, supplies = [], reload }: RegistryToolbarProps) {
  const store = useSelectionStore();
  const chosen = useSelection((state) => state.counts.registry);
  const balance = useSelection(balanceOf);
  const dirty = useSelection((state) => state.dirty);
  const fundingDateInvalid = useSelection((state) => state.fundingDateInvalid);
  const [confirmSend, setConfirmSend] = useState(false);
  // A refused send names what to fix (from the check results) beside the banner's bare server text.
  const [sendRefused, setSendRefused] = useState(false);
  const validation = useRegistryValidation(cabinet, id, sendRefused);
  const refresh = useRefreshRegistry(cabinet, id);
  const generate = useGenerateRegistry(cabinet, id, registryNumber, store, reload);
  const allToFinancing = useSetAllFinancing(cabinet, id, store);
  const action = useRegistryAction(cabinet, id);
  // LKD has documents and actions only (CONTRACT.md prefixes table).
  const generates = cabinet.checks.duplicate;
  const canGenerate = generates && offers('generate', permissions, status);
  const actions = offeredActions(permissions, status);
  const shownBalance = cabinet.financingChoice ? balance : null;
  const blocked = actions.some((name) => sendBlockedByBalance(name, shownBalance));
  const saveFirst = canGenerate && chosen > 0;
  const toolbar = useRef<HTMLDivElement>(null);
  // What the page shows: a step that changes it waits for the change before focus moves (useFocusAfterStep).
  const focus = useFocusAfterStep(toolbar, `${status.code ?? status.name ?? ''}|${documentsForSigning.map((doc) => doc.id).join(',')}`);

  const runAction = (name: (typeof actions)[number]) => {
    const from = focus.version();
    setSendRefused(false);
    action.mutate(name, {
      onSuccess: () => focus.after(name, from),
      onError: () => {
        if (name === 'send') setSendRefused(true);
        focus.after(name === 'send' ? 'sendFailed' : name, null);
      },
    });
  };
  const runGenerate = (then?: () => void) => {
    // The field's text is not a date it accepts: generating would send the last accepted date, or none.
    if (store.getState().fundingDateInvalid) return;
    const from = focus.version();
    generate.mutate(undefined, {
      onSuccess: (made) => {
        if (made === false) return focus.after('generateFailed', null);
        if (then) then();
        else focus.after('generate', from);
      },
      onError: () => focus.after('generateFailed', null),
    });
  };

  const run = (name: (typeof actions)[number]) => {
    if (name === 'send' && dirty) setConfirmSend(true);
    else runAction(name);
  };

  return (
    <HStack ref={toolbar} gap="2" wrap="wrap" role="toolbar" aria-label="Действия с заявкой">
      {generates && cabinet.financingChoice && offers('edit', permissions, status) ? (
        <Button
          size="sm"
          variant="outline"
          data-focus-key="allToFinancing"
          onClick={() => allToFinancing.mutate(undefined, { onSettled: () => focus.after('allToFinancing', null) })}
          loading={allToFinancing.isPending}
        >
          Все к финансированию
        </Button>
      ) : null}
      {canGenerate ? (
        <>
          <Button
            size="sm"
            variant="outline"
            data-focus-key="generate"
            onClick={() => runGenerate()}
            loading={generate.isPending}
            disabled={chosen === 0 || fundingDateInvalid}
            aria-describedby={fundingDateInvalid ? FUNDING_DATE_BLOCKS_ID : undefined}
          >
            Сформировать реестр
          </Button>
          {fundingDateInvalid ? (
            <Text id={FUNDING_DATE_BLOCKS_ID} fontSize="sm" color="fg.muted">
              {FUNDING_DATE_BLOCKS_GENERATE}
            </Text>
          ) : null}
        </>
      ) : null}
      {canSign(permissions, status, documentsForSigning.length) ? (
        <SignRegistryButton
          cabinet={cabinet}
          id={id}
          registryId={registryId}
          documentsForSigning={documentsForSigning}
          onSigned={refresh}
          focusAfter={{ begin: focus.version, signed: (from) => focus.after('sign', from), targetNow: () => focus.targetNow('sign') }}
        />
      ) : null}
      {actions.map((name) => (
        <Button
          key={name}
          data-focus-key={name}
          size="sm"
          colorPalette={name === 'send' ? 'blue' : undefined}
          variant={name === 'send' ? 'solid' : 'outline'}
          onClick={() => run(name)}
          loading={action.isPending && action.variables === name}
          disabled={sendBlockedByBalance(name, shownBalance) || action.isPending}
        >
          {actionLabel(name, registryStateOf(status))}
        </Button>
      ))}
      {sendRefused ? (
        <Text fontSize="sm" color="fg.error" role="alert" data-testid="send-refusal-hint" flexBasis="100%">
          {`Заявка не отправлена. ${sendRefusalHint(validation.data?.errors ?? [], supplies) ?? 'Проверьте данные заявки в разделе «Проверки» и поставки, отмеченные «Ошибка в данных».'}`}
        </Text>
      ) : null}
      {blocked ? (
        <Text fontSize="sm" color="fg.error">
          Отправка недоступна: остаток лимита меньше нуля
        </Text>
      ) : null}
      <ConfirmDialog
        open={confirmSend}
        title={UNSAVED_TITLE}
        text={UNSAVED_TEXT}
        confirmLabel={saveFirst ? 'Сформировать и отправить' : 'Отправить без сохранения'}
        onCancel={() => setConfirmSend(false)}
        onConfirm={() => {
          setConfirmSend(false);
          if (saveFirst) runGenerate(() => runAction('send'));
          else runAction('send');
        }}
      />
    </HStack>
  );
}
