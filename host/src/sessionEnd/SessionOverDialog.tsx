import { useState } from 'react';
import { Button } from '@portal/ui/chakra';
import { DialogFrame } from '@portal/ui';

export const SESSION_OVER_TITLE = 'Сеанс завершён';
export const SESSION_OVER_TEXT = 'Сеанс завершён. Войдите снова — введённые данные сохранятся.';

/**
 * Said when a signed-in session ends in the middle of work (decision 0059): persistent, over the page as it was, with
 * «Войти», which starts the portal again at the site root: without a session start-up goes to the sign-in page with
 * the site origin as return address (spec §2's guard); after signing in the same user comes back to this page and the
 * open form's draft.
 */
export function SessionOverDialog() {
  const [leaving, setLeaving] = useState(false);
  const signIn = () => {
    setLeaving(true);
    window.location.assign('/');
  };
  return (
    <DialogFrame
      role="alertdialog"
      open
      width="session"
      title={SESSION_OVER_TITLE}
      testId="session-over-dialog"
      footer={
        <Button onClick={signIn} loading={leaving}>
          Войти
        </Button>
      }
    >
      {SESSION_OVER_TEXT}
    </DialogFrame>
  );
}
