import { closeChangePassword, useUiState } from '@portal/platform';
import { pageChunk } from '@portal/ui';
import { OnDemandDialog } from '../settings/OnDemandDialog';
import { ForcedPasswordTrigger } from './ForcedPasswordTrigger';

// The dialog and its form library are fetched the first time it opens (the forced opening included).
const changePasswordDialog = pageChunk(() => import('./ChangePasswordDialog'));

/** The change-password dialog and its forced opening, mounted once in the shell. */
export function PasswordDialogs() {
  const open = useUiState((state) => state.changePassword.open);
  return (
    <>
      <ForcedPasswordTrigger />
      <OnDemandDialog
        open={open}
        chunk={changePasswordDialog}
        onClose={closeChangePassword}
        render={({ ChangePasswordDialog }) => <ChangePasswordDialog />}
      />
    </>
  );
}
