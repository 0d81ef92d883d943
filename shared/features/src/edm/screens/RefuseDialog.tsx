import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, zodResolver } from '@portal/ui/form';
import { EDM_REFUSE_REASON_MAX, type EdmDocument, type EdmDocumentType } from '@portal/api';
import { Button, Field, Stack, Text, Textarea } from '@portal/ui/chakra';
import { DialogCancelButton, DialogFrame, LengthCounter, lengthCount, tooLongText, useSingleFlight } from '@portal/ui';
import { edmApi } from '../api/edmApi';
import { reportOutcome } from '../actions/reportOutcome';
import { runPerDocument } from '../actions/runPerDocument';
import { EDM_MESSAGES } from '../edmMessages';
import { refuseFormSchema, type RefuseForm } from './refuseForm';

/** Where a refusal's typed reason waits across a session end, with the ids of its documents (decision 0059). */
export const REFUSE_DRAFT_KEY = 'edm-refusal';

interface RefuseDialogProps {
  open: boolean;
  docs: readonly EdmDocument[];
  /** GET /edm/type, to name a document without number or file by its type (documentLabel). */
  types?: readonly EdmDocumentType[];
  onClose: () => void;
  onDone: () => void;
}

/**
 * POST /edm/refuse with the reason asked once for the whole selection, one document per call. When some calls
 * fail, the dialog stays open with the reason typed and only those documents, so «Отказать» tries them again.
 */
export function RefuseDialog({ open, docs, types, onClose, onDone }: RefuseDialogProps) {
  const [progress, setProgress] = useState<string | null>(null);
  const [failedOnly, setFailedOnly] = useState<readonly EdmDocument[] | null>(null);
  const { register, handleSubmit, formState, reset, watch } = useForm<RefuseForm>({ resolver: zodResolver(refuseFormSchema), defaultValues: { reason: '' } });
  const pending = failedOnly ?? docs;
  // Past the limit the field says so while typing; the schema's message after «Отказать» is the same text.
  const reasonProblem =
    formState.errors.reason?.message ?? (lengthCount(watch('reason') ?? '', EDM_REFUSE_REASON_MAX).over ? tooLongText(EDM_REFUSE_REASON_MAX) : undefined);

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
      reportOutcome(outcome, EDM_MESSAGES.done, types);
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
      focusField
      onSubmit={(event) => void submit(event)}
      busy={busy}
      testId="edm-refuse-dialog"
      draftKey={REFUSE_DRAFT_KEY}
      draftContext={pending.map((doc) => String(doc.id)).join(',')}
      footer={
        <>
          <DialogCancelButton />
          <Button colorPalette="red" type="submit" loading={busy}>
            Отказать
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>Документов: {pending.length}</Text>
        <Field.Root invalid={reasonProblem !== undefined} required>
          <Field.Label>Причина отказа</Field.Label>
          <Textarea {...register('reason')} rows={3} />
          <LengthCounter value={watch('reason') ?? ''} max={EDM_REFUSE_REASON_MAX} />
          <Field.ErrorText aria-live="polite">{reasonProblem}</Field.ErrorText>
        </Field.Root>
        <Text aria-live="polite">{progress ?? ''}</Text>
      </Stack>
    </DialogFrame>
  );
}
