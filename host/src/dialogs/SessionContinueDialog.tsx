import { useRef } from 'react';
import { Button } from '@portal/ui/chakra';
import { setSessionContinue, useUiState } from '@portal/platform';
import { DialogFrame } from '@portal/ui';
import { logoutAndReload } from './browserState';

/** The spec gives this dialog no text: these are the portal's own words. */
export const SESSION_CONTINUE_TITLE = 'Сервер временно недоступен';
export const SESSION_CONTINUE_TEXT = 'Сервер не смог выполнить запрос. Нажмите «Продолжить», чтобы вернуться к работе и повторить действие позже, или «Выход», чтобы завершить сеанс.';

/**
 * Spec §8 413/500–502 and a refresh answered 500: continue working (the flag is reset) or log out. «Продолжить» has
 * the focus when it opens: Enter, pressed to dismiss an error, must never end the session.
 */
export function SessionContinueDialog() {
  const open = useUiState((state) => state.sessionContinue);
  const message = useUiState((state) => state.sessionContinueMessage);
  const carryOn = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      width="session"
      title={SESSION_CONTINUE_TITLE}
      testId="session-continue-dialog"
      initialFocus={() => carryOn.current}
      footer={
        <>
          <Button variant="outline" onClick={logoutAndReload}>
            Выход
          </Button>
          <Button ref={carryOn} onClick={() => setSessionContinue(false)}>
            Продолжить
          </Button>
        </>
      }
    >
      {message ?? SESSION_CONTINUE_TEXT}
    </DialogFrame>
  );
}
