import { useEffect } from 'react';
import { useForm, zodResolver } from '@portal/ui/form';
import { Button, CloseButton, Dialog, Field, Portal, Text, Textarea } from '@portal/ui/chakra';
import { DIALOG_WIDTHS } from '@portal/ui';
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
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onCancel())} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${DIALOG_WIDTHS.confirm}px`} maxW="calc(100vw - 32px)">
            <form noValidate onSubmit={handleSubmit(({ reason }) => onReject(reason.trim()))}>
              <Dialog.Header>
                <Dialog.Title>Отклонение вознаграждения</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="3">{`Отклонить вознаграждение ${rewardName ?? ''}?`}</Text>
                <Field.Root invalid={Boolean(formState.errors.reason)} required>
                  <Field.Label>Причина отклонения</Field.Label>
                  <Textarea rows={3} {...register('reason')} />
                  <Field.ErrorText>{formState.errors.reason?.message}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel} disabled={sending}>
                  Отмена
                </Button>
                <Button type="submit" colorPalette="red" loading={sending}>
                  Отклонить
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Закрыть" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
