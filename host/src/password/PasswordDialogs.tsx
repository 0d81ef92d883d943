import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ForcedPasswordTrigger } from './ForcedPasswordTrigger';

/** The change-password dialog and its forced opening, mounted once in the shell. */
export function PasswordDialogs() {
  return (
    <>
      <ForcedPasswordTrigger />
      <ChangePasswordDialog />
    </>
  );
}
