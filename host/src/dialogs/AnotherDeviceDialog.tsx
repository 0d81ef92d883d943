import { Button } from '@portal/ui/chakra';
import { useUiState } from '@portal/platform';
import { DialogFrame } from '@portal/ui';
import { forgetBrowserStateAndReload } from './browserState';

/** Spec §2 login from another device: persistent, 'Выход' clears local storage and cookies and reloads. */
export function AnotherDeviceDialog() {
  const open = useUiState((state) => state.anotherDevice);
  return (
    <DialogFrame role="alertdialog" open={open} width="session" title="Вход с другого устройства" testId="another-device-dialog" footer={<Button onClick={forgetBrowserStateAndReload}>Выход</Button>} />
  );
}
