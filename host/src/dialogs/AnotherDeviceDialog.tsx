import { Button } from '@portal/ui/chakra';
import { useUiState } from '@portal/platform';
import { DIALOG_WIDTHS } from '@portal/ui';
import { forgetBrowserStateAndReload } from './browserState';
import { PortalDialog } from './PortalDialog';

/** Spec §2 login from another device: persistent, 'Выход' clears local storage and cookies and reloads. */
export function AnotherDeviceDialog() {
  const open = useUiState((state) => state.anotherDevice);
  return (
    <PortalDialog open={open} width={DIALOG_WIDTHS.session} title="Вход с другого устройства" testId="another-device-dialog" footer={<Button onClick={forgetBrowserStateAndReload}>Выход</Button>} />
  );
}
