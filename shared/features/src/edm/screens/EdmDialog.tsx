import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@portal/ui/chakra';

interface EdmDialogProps {
  open: boolean;
  title: string;
  width: number;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
  /** While work runs the dialog cannot be closed. */
  busy?: boolean;
  testId?: string;
}

/** The EDM screens' dialog frame: title, body, footer buttons, a close button, Escape closes unless busy. */
export function EdmDialog({ open, title, width, onClose, children, footer, busy = false, testId }: EdmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnInteractOutside={false}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${width}px`} maxW="calc(100vw - 32px)" data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Закрыть" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
