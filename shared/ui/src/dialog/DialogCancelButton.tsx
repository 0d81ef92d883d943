import { useContext, type ReactNode } from 'react';
import { Button } from '../kit/chakra';
import { DialogCloseRequest } from './dialogCloseRequest';

export interface DialogCancelButtonProps {
  /** The button's text; «Отмена» by default. */
  children?: ReactNode;
  disabled?: boolean;
}

/**
 * A dialog footer's «Отмена»: closes its DialogFrame as Escape and × do, so typed input is asked about first
 * (decision 0059). Disabled while the dialog cannot be closed (busy).
 */
export function DialogCancelButton({ children = 'Отмена', disabled = false }: DialogCancelButtonProps) {
  const requestClose = useContext(DialogCloseRequest);
  return (
    <Button variant="outline" onClick={() => requestClose?.()} disabled={disabled || requestClose === null}>
      {children}
    </Button>
  );
}
