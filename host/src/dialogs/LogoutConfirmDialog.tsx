import { useRef } from 'react';
import { Button } from '@portal/ui/chakra';
import { cancelLogout, useUiState } from '@portal/platform';
import { DialogFrame } from '@portal/ui';
import { signOut } from './signOut';
import { userMenuTrigger } from '../userMenu/userMenuTrigger';

function confirmLogout(): void {
  cancelLogout();
  // Spec §4 Logout: logs out, then the identity provider returns the browser to the site root.
  signOut().catch((error: unknown) => {
    console.error('Logout failed', error);
    window.location.assign('/');
  });
}

/** Spec §2 user menu 'Выход': persistent confirmation, 450 wide, Да / Нет and a close icon; «Нет» has the focus. */
export function LogoutConfirmDialog() {
  const open = useUiState((state) => state.logoutConfirmOpen);
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      width="confirm"
      label="Подтверждение выхода"
      onClose={cancelLogout}
      testId="logout-confirm-dialog"
      initialFocus={() => stay.current}
      // «Нет» and Escape leave the person where they chose 'Выход': on the user menu's button.
      finalFocus={userMenuTrigger}
      footer={
        <>
          <Button ref={stay} variant="outline" onClick={cancelLogout}>
            Нет
          </Button>
          <Button onClick={confirmLogout}>Да</Button>
        </>
      }
    >
      Вы действительно хотите выйти?
    </DialogFrame>
  );
}
