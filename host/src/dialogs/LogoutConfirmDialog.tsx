import { Button } from '@portal/ui/chakra';
import { cancelLogout, logout, useUiState } from '@portal/platform';
import { DIALOG_WIDTHS } from '@portal/ui';
import { PortalDialog } from './PortalDialog';

function confirmLogout(): void {
  cancelLogout();
  // Spec §4 Logout: logs out, then the identity provider returns the browser to the site root.
  logout().catch((error: unknown) => {
    console.error('Logout failed', error);
    window.location.assign('/');
  });
}

/** Spec §2 user menu 'Выход': persistent confirmation, 450 wide, Да / Нет and a close icon. */
export function LogoutConfirmDialog() {
  const open = useUiState((state) => state.logoutConfirmOpen);
  return (
    <PortalDialog
      open={open}
      width={DIALOG_WIDTHS.confirm}
      label="Подтверждение выхода"
      onClose={cancelLogout}
      closeIcon
      testId="logout-confirm-dialog"
      footer={
        <>
          <Button variant="outline" onClick={cancelLogout}>
            Нет
          </Button>
          <Button onClick={confirmLogout}>Да</Button>
        </>
      }
    >
      Вы действительно хотите выйти?
    </PortalDialog>
  );
}
