import { passwordChangeSchema, passwordPath, PASSWORD_CHANGE_ACTION_PATH, type PasswordChange, type Scope } from '@portal/api';
import { http, sendJson } from '@portal/platform';

/**
 * The change-password dialog's action (spec §7: login, currentPassword, password, confirmPassword; 200 success,
 * 409 with `data.message`). Any 2xx is success whatever the body (ARCHITECTURE rule 9).
 */
export async function changePassword(change: PasswordChange): Promise<void> {
  await sendJson('post', PASSWORD_CHANGE_ACTION_PATH, passwordChangeSchema.parse(change));
}

/** PUT /{scope}/user/password with the new password as the (plain text) body (spec §7; LKP on the LKK path). */
export async function setPassword(scope: Scope, password: string): Promise<void> {
  await http.put(passwordPath(scope), { body: password, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
}
