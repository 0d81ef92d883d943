import { Button } from '@portal/ui/chakra';
import { useUiState } from '@portal/platform';
import { DialogFrame } from '@portal/ui';
import { logoutAndReload } from './browserState';

/** Spec §2 session ended dialog (410): persistent, 'Выход' logs out and reloads. */
export function SessionEndedDialog() {
  const open = useUiState((state) => state.sessionError);
  return (
    <DialogFrame role="alertdialog" open={open} width="session" title="Активная сессия завершена" testId="session-ended-dialog" footer={<Button onClick={logoutAndReload}>Выход</Button>} />
  );
}
