import { Button } from '@portal/ui/chakra';
import { DialogFrame } from '@portal/ui';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation (spec §9 confirm width 450): the action's own label and 'Отмена'. */
export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <DialogFrame
      open={open}
      title={title}
      width="confirm"
      role="alertdialog"
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Отмена
          </Button>
          <Button colorPalette="red" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {text}
    </DialogFrame>
  );
}
