import { useEffect } from 'react';
import { closeSettings, openSettings, sessionStore, useUiState } from '@portal/platform';
import { pageChunk, peekSessionDraft } from '@portal/ui';
import { useLocation } from '@portal/ui/router';
import { PasswordDialogs } from '../password/PasswordDialogs';
import { OnDemandDialog } from './OnDemandDialog';
import { SETTINGS_DRAFT_KEY } from './settingsDraft';

// Fetched the first time the user opens the settings (module level: one fetch per page, not per render).
const settingsDialog = pageChunk(() => import('./SettingsDialog'));

/** The settings and change-password dialogs (with the forced opening), mounted once in the shell. */
export function AccountDialogs() {
  const settingsOpen = useUiState((state) => state.settingsOpen);
  // Settings left open with typed input when the session ended open again on that page, with it (decision 0059).
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (peekSessionDraft(SETTINGS_DRAFT_KEY, sessionStore.getState().userName, `${pathname}${search}`)) openSettings();
  }, [pathname, search]);
  return (
    <>
      <OnDemandDialog open={settingsOpen} chunk={settingsDialog} onClose={closeSettings} render={({ SettingsDialog }) => <SettingsDialog />} />
      <PasswordDialogs />
    </>
  );
}
