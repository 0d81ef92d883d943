import { Button } from '@portal/ui/chakra';
import { useUiState } from '@portal/platform';
import { DialogFrame } from '@portal/ui';
import { logoutAndReload } from './browserState';

/** Under the spec's title: what happens to the open form (decision 0059). */
export const SESSION_ENDED_DRAFT_TEXT = 'Войдите снова — введённые данные сохранятся.';

/** Spec §2 session ended dialog (410): persistent, 'Выход' logs out and reloads; the page and its draft come back after sign-in. */
export function SessionEndedDialog() {
  const open = useUiState((state) => state.sessionError);
  return (
    <DialogFrame role="alertdialog" open={open} width="session" title="Активная сессия завершена" testId="session-ended-dialog" footer={<Button onClick={logoutAndReload}>Выход</Button>}>
      {SESSION_ENDED_DRAFT_TEXT}
    </DialogFrame>
  );
}
