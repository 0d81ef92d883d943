import { SIGN_IN_RECORD_KEY } from '@portal/platform/src/user/signInRecord';
import { sendPrefetchCalls } from './prefetchCalls';
import { SIGN_IN_RECORD, USER_READ } from './startupCalls';

/**
 * A due sign-in record, made by start-up as soon as the back end's session is open, then the user's read once the
 * record is in (decision 0051): the app would send the record only once its code had arrived and run. The app's
 * markLastLogin and user load take both answers (prefetchCalls.ts). A record that succeeded is written down for the
 * sign-in here, as markLastLogin does, so that no later start-up repeats it even if the app never ran. One that
 * failed is left to the app, which takes the failed answer and carries on as it always has (logged, the user loaded).
 */
export function sendSignInRecordThenUser(
  signIn: string | null,
  token: string | undefined,
  origin: string,
  { send = fetch, storage = window.localStorage }: { send?: typeof fetch; storage?: Pick<Storage, 'setItem'> } = {},
): void {
  const [record] = sendPrefetchCalls('sign-in record', [SIGN_IN_RECORD], token, origin, { send });
  void record?.then(
    (answer) => {
      if (!answer.ok) return;
      if (signIn !== null) storage.setItem(SIGN_IN_RECORD_KEY, signIn);
      sendPrefetchCalls('user after the record', [USER_READ], token, origin, { send });
    },
    () => undefined,
  );
}
