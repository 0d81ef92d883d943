import { Button, Stack } from '@portal/ui/chakra';
import { closeSettings, useCurrentUser, useUiState } from '@portal/platform';
import { DialogFrame } from '@portal/ui';
import { DocumentTemplatesSection } from './DocumentTemplatesSection';
import { EmailRow } from './EmailRow';
import { LoginCertificatesSection } from './LoginCertificatesSection';
import { NotificationDateRow } from './NotificationDateRow';
import { PasswordRow } from './PasswordRow';
import { PowersOfAttorneySection } from './PowersOfAttorneySection';
import { SETTINGS_DRAFT_KEY } from './settingsDraft';
import { userMenuTrigger } from '../userMenu/userMenuTrigger';

/** The settings dialog of spec §2 (width 700), opened from the user menu's 'Настройки'. */
export function SettingsDialog() {
  const open = useUiState((state) => state.settingsOpen);
  const user = useCurrentUser();
  const clientCabinet = user?.scope === 'LKK' || user?.scope === 'LKP';
  return (
    <DialogFrame
      open={open}
      title="Настройки"
      width="settings"
      onClose={closeSettings}
      // Opened from the user menu, whose item is gone when this closes: focus goes back to the menu's button.
      finalFocus={userMenuTrigger}
      testId="settings-dialog"
      draftKey={SETTINGS_DRAFT_KEY}
      footer={
        <Button variant="outline" onClick={closeSettings}>
          Закрыть
        </Button>
      }
    >
      <Stack gap="4">
        <PasswordRow />
        <EmailRow />
        {clientCabinet ? <NotificationDateRow /> : null}
        <LoginCertificatesSection />
        <PowersOfAttorneySection />
        <DocumentTemplatesSection />
      </Stack>
    </DialogFrame>
  );
}
