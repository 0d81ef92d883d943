import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@portal/ui/chakra';

interface PortalDialogProps {
  open: boolean;
  /** Width in px (spec §9 dialog widths). */
  width: number;
  title?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** Called when the user closes it with the close icon or Escape; omitted: the dialog is persistent. */
  onClose?: () => void;
  /** Shows a close icon (only with onClose). */
  closeIcon?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/**
 * The global dialogs' common frame: Chakra v3 Dialog, modal, never closed by a click outside; Escape and the
 * close icon close it only when `onClose` is given.
 */
export function PortalDialog({ open, width, title, label, onClose, closeIcon = false, footer, children, testId }: PortalDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose?.();
      }}
      closeOnInteractOutside={false}
      closeOnEscape={Boolean(onClose)}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${width}px`} maxW="calc(100vw - 32px)" aria-label={title ? undefined : label} data-testid={testId}>
            {title ? (
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            ) : null}
            {children ? <Dialog.Body>{children}</Dialog.Body> : null}
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            {onClose && closeIcon ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Закрыть" />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
