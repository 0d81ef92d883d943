import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, zodResolver } from '@portal/ui/form';
import type { EdmDocument } from '@portal/api';
import { Button, Field, Stack, Text, Textarea } from '@portal/ui/chakra';
import { DialogFrame, useSingleFlight } from '@portal/ui';
import { edmApi } from '../api/edmApi';
import { reportOutcome } from '../actions/reportOutcome';
import { runPerDocument } from '../actions/runPerDocument';
import { EDM_MESSAGES } from '../edmMessages';
import { refuseFormSchema, type RefuseForm } from './refuseForm';

interface RefuseDialogProps {
  open: boolean;
  docs: readonly EdmDocument[];
  onClose: () => void;
  onDone: () => void;
}

/**
 * POST /edm/refuse with the reason asked once for the whole selection, one document per call. When some calls
 * fail, the dialog stays open with the reason typed and only those documents, so «Отказать» tries them again.
 */
export function RefuseDialog({ open, docs, onClose, onDone }: RefuseDialogProps) {
  const [progress, setProgress] = useState<string | null>(null);
  const [failedOnly, setFailedOnly] = useState<readonly EdmDocument[] | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<RefuseForm>({ resolver: zodResolver(refuseFormSchema), defaultValues: { reason: '' } });
  const pending = failedOnly ?? docs;

  const close = () => {
    reset();
    setFailedOnly(null);
    onClose();
  };

  const sending = useSingleFlight();
  // One refusal at a time: the form's validation is asynchronous, so a second click could pass before the button waits.
  const refuse = handleSubmit(async ({ reason }) => {
    setProgress('');
    try {
      const outcome = await runPerDocument(pending, (doc) => edmApi.refuse(doc.id, reason), (index, total) => setProgress(`Отказ: документ ${index} из ${total}`));
      reportOutcome(outcome, EDM_MESSAGES.done);
      if (outcome.done.length > 0) onDone();
      if (outcome.failed.length === 0) close();
      else setFailedOnly(outcome.failed.map(({ doc }) => doc));
    } finally {
      setProgress(null);
    }
  });
  const submit = (event?: BaseSyntheticEvent) => sending.run(() => refuse(event));
  const busy = progress !== null || sending.pending;

  return (
    <DialogFrame
      open={open}
      title="Отказ в подписи"
      width="confirm"
      onClose={close}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      testId="edm-refuse-dialog"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            Отмена
          </Button>
          <Button colorPalette="red" type="submit" loading={busy}>
            Отказать
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>Документов: {pending.length}</Text>
        <Field.Root invalid={Boolean(formState.errors.reason)} required>
          <Field.Label>Причина отказа</Field.Label>
          <Textarea {...register('reason')} rows={3} />
          <Field.ErrorText>{formState.errors.reason?.message}</Field.ErrorText>
        </Field.Root>
        <Text aria-live="polite">{progress ?? ''}</Text>
      </Stack>
    </DialogFrame>
  );
}
