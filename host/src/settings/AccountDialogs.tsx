import { PasswordDialogs } from '../password/PasswordDialogs';
import { SettingsDialog } from './SettingsDialog';

/** The settings and change-password dialogs (with the forced opening), mounted once in the shell. */
export function AccountDialogs() {
  return (
    <>
      <SettingsDialog />
      <PasswordDialogs />
    </>
  );
}
