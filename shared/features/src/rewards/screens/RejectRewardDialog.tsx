import { useEffect } from 'react';
import { useForm, zodResolver } from '@portal/ui/form';
import { Button, Field, Text, Textarea } from '@portal/ui/chakra';
import { REWARD_REASON_MAX } from '@portal/api';
import { DialogCancelButton, DialogFrame, LengthCounter, lengthCount, tooLongText } from '@portal/ui';
import { rejectRewardFormSchema, type RejectRewardForm } from './rejectRewardForm';

interface RejectRewardDialogProps {
  /** The reward's number or id to name; null keeps the dialog closed. */
  rewardName: string | null;
  /** The rejection is on its way: the buttons wait. */
  sending?: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes; null: back to the opener (after «Отмена»). */
  resultFocus?: () => HTMLElement | null;
  /** Keeps the typed reason across a session end (rejectionDraftKey). */
  draftKey?: string;
}

/** Where the reason typed for one reward's rejection waits across a session end (decision 0059). */
export function rejectionDraftKey(rewardId: string | number): string {
  return `reward-rejection-${rewardId}`;
}

/** The confirmation of a rejection (confirm width 450, spec §9) with the required reason. */
export function RejectRewardDialog({ rewardName, sending = false, onReject, onCancel, resultFocus, draftKey }: RejectRewardDialogProps) {
  const { register, handleSubmit, formState, reset, watch } = useForm<RejectRewardForm>({ resolver: zodResolver(rejectRewardFormSchema), defaultValues: { reason: '' } });
  const open = rewardName !== null;
  // Past the limit the field says so while typing; the schema's message after «Отклонить» is the same text.
  const over = lengthCount(watch('reason') ?? '', REWARD_REASON_MAX).over;
  const problem = formState.errors.reason?.message ?? (over ? tooLongText(REWARD_REASON_MAX) : undefined);
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);
  return (
    <DialogFrame
      open={open}
      title="Отклонение вознаграждения"
      width="confirm"
      role="alertdialog"
      // The reason typed at once goes into its field, not to the close button an alertdialog would focus.
      focusField
      {...(resultFocus ? { finalFocus: resultFocus } : {})}
      {...(draftKey ? { draftKey } : {})}
      onClose={onCancel}
      busy={sending}
      onSubmit={handleSubmit(({ reason }) => onReject(reason.trim()))}
      footer={
        <>
          <DialogCancelButton />
          <Button type="submit" colorPalette="red" loading={sending}>
            Отклонить
          </Button>
        </>
      }
    >
      <Text mb="3">{`Отклонить вознаграждение ${rewardName ?? ''}?`}</Text>
      <Field.Root invalid={problem !== undefined} required>
        <Field.Label>Причина отклонения</Field.Label>
        <Textarea rows={3} {...register('reason')} />
        <LengthCounter value={watch('reason') ?? ''} max={REWARD_REASON_MAX} />
        <Field.ErrorText aria-live="polite">{problem}</Field.ErrorText>
      </Field.Root>
    </DialogFrame>
  );
}
