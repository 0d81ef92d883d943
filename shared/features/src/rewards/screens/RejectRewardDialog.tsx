import { useEffect } from 'react';
import { useForm, zodResolver } from '@portal/ui/form';
import { Button, Field, Text, Textarea } from '@portal/ui/chakra';
import { DialogFrame } from '@portal/ui';
import { rejectRewardFormSchema, type RejectRewardForm } from './rejectRewardForm';

interface RejectRewardDialogProps {
  /** The reward's number or id to name; null keeps the dialog closed. */
  rewardName: string | null;
  /** The rejection is on its way: the buttons wait. */
  sending?: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** The confirmation of a rejection (confirm width 450, spec §9) with the required reason. */
export function RejectRewardDialog({ rewardName, sending = false, onReject, onCancel }: RejectRewardDialogProps) {
  const { register, handleSubmit, formState, reset } = useForm<RejectRewardForm>({ resolver: zodResolver(rejectRewardFormSchema), defaultValues: { reason: '' } });
  const open = rewardName !== null;
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);
  return (
    <DialogFrame
      open={open}
      title="Отклонение вознаграждения"
      width="confirm"
      role="alertdialog"
      onClose={onCancel}
      busy={sending}
      onSubmit={handleSubmit(({ reason }) => onReject(reason.trim()))}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={sending}>
            Отмена
          </Button>
          <Button type="submit" colorPalette="red" loading={sending}>
            Отклонить
          </Button>
        </>
      }
    >
      <Text mb="3">{`Отклонить вознаграждение ${rewardName ?? ''}?`}</Text>
      <Field.Root invalid={Boolean(formState.errors.reason)} required>
        <Field.Label>Причина отклонения</Field.Label>
        <Textarea rows={3} {...register('reason')} />
        <Field.ErrorText>{formState.errors.reason?.message}</Field.ErrorText>
      </Field.Root>
    </DialogFrame>
  );
}
