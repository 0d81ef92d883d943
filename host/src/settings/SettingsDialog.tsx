import { Button, CloseButton, Dialog, Portal, Stack } from '@portal/ui/chakra';
import { closeSettings, useCurrentUser, useUiState } from '@portal/platform';
import { DIALOG_WIDTHS } from '@portal/ui';
import { DocumentTemplatesSection } from './DocumentTemplatesSection';
import { EmailRow } from './EmailRow';
import { LoginCertificatesSection } from './LoginCertificatesSection';
import { NotificationDateRow } from './NotificationDateRow';
import { PasswordRow } from './PasswordRow';
import { PowersOfAttorneySection } from './PowersOfAttorneySection';

/** The settings dialog of spec §2 (width 700), opened from the user menu's 'Настройки'. */
export function SettingsDialog() {
  const open = useUiState((state) => state.settingsOpen);
  const user = useCurrentUser();
  const clientCabinet = user?.scope === 'LKK' || user?.scope === 'LKP';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) closeSettings();
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
          <Dialog.Content width={`${DIALOG_WIDTHS.settings}px`} maxW="calc(100vw - 32px)" data-testid="settings-dialog">
            <Dialog.Header>
              <Dialog.Title>Настройки</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <PasswordRow />
                <EmailRow />
                {clientCabinet ? <NotificationDateRow /> : null}
                <LoginCertificatesSection />
                <PowersOfAttorneySection />
                <DocumentTemplatesSection />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={closeSettings}>
                Закрыть
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Закрыть" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
