import { closeSettings, useUiState } from '@portal/platform';
import { pageChunk } from '@portal/ui';
import { PasswordDialogs } from '../password/PasswordDialogs';
import { OnDemandDialog } from './OnDemandDialog';

// Fetched the first time the user opens the settings (module level: one fetch per page, not per render).
const settingsDialog = pageChunk(() => import('./SettingsDialog'));

/** The settings and change-password dialogs (with the forced opening), mounted once in the shell. */
export function AccountDialogs() {
  const settingsOpen = useUiState((state) => state.settingsOpen);
  return (
    <>
      <OnDemandDialog open={settingsOpen} chunk={settingsDialog} onClose={closeSettings} render={({ SettingsDialog }) => <SettingsDialog />} />
      <PasswordDialogs />
    </>
  );
}
