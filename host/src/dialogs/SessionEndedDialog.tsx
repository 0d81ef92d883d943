import { Button } from '@portal/ui/chakra';
import { useUiState } from '@portal/platform';
import { DIALOG_WIDTHS } from '@portal/ui';
import { logoutAndReload } from './browserState';
import { PortalDialog } from './PortalDialog';

/** Spec §2 session ended dialog (410): persistent, 'Выход' logs out and reloads. */
export function SessionEndedDialog() {
  const open = useUiState((state) => state.sessionError);
  return (
    <PortalDialog open={open} width={DIALOG_WIDTHS.session} title="Активная сессия завершена" testId="session-ended-dialog" footer={<Button onClick={logoutAndReload}>Выход</Button>} />
  );
}
