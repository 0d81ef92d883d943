import { passwordChangeSchema, passwordPath, PASSWORD_CHANGE_ACTION_PATH, type PasswordChange, type Scope } from '@portal/api';
import { http, sendJson } from '@portal/platform';
import { statusOf } from '../settings/serverMessage';

/**
 * The change-password dialog's action (spec §7: login, currentPassword, password, confirmPassword; 200 success,
 * 409 with `data.message`). Any 2xx is success whatever the body (ARCHITECTURE rule 9).
 *
 * The action's path is ours (§7 "path not shown"; shared/api/src/BEYOND_SPEC.md). A back end without it answers
 * 404: then the spec's own call sets the password — PUT /{scope}/user/password with the new password as the body
 * (LKP on the LKK path). The current password is then checked only by the form, not by the server, and a server
 * that keeps that PUT for a first sign-in (as the sandbox does, issue 25) refuses it for a user who has a password:
 * that refusal (403 `{message}`) reaches the dialog, which shows its message.
 */
export async function changePassword(change: PasswordChange, scope: Scope): Promise<void> {
  const body = passwordChangeSchema.parse(change);
  try {
    await sendJson('post', PASSWORD_CHANGE_ACTION_PATH, body);
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
    await setPassword(scope, body.password);
  }
}

/** PUT /{scope}/user/password with the new password as the (plain text) body (spec §7; LKP on the LKK path). */
export async function setPassword(scope: Scope, password: string): Promise<void> {
  await http.put(passwordPath(scope), { body: password, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
}
