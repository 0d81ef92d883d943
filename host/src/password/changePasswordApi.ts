import { passwordChangeSchema, passwordPath, type PasswordChange, type Scope } from '@portal/api';
import { http, sendJson } from '@portal/platform';
import { statusOf } from '../settings/serverMessage';
import { passwordChangeActionPath } from './passwordChangeAction';

/** Answers that mean "this call is not here" rather than "this change is refused". */
const NOT_HERE = new Set([404, 405, 501]);

/**
 * The server cannot change this user's password from the portal: the action is not where /config (or the portal's
 * default) says, and the spec's PUT, which cannot carry the current password, was refused too.
 */
export class PasswordChangeUnavailable extends Error {
  constructor(override readonly cause: unknown) {
    super('The password change action is missing and PUT /{scope}/user/password was refused');
    this.name = 'PasswordChangeUnavailable';
  }
}

/**
 * The change-password dialog's action (spec §7: login, currentPassword, password, confirmPassword; 200 success,
 * 409 with `data.message`). Any 2xx is success whatever the body (ARCHITECTURE rule 9). Decision 0038.
 *
 * The action's path is the deploy's (/config `passwordChangePath`, else the portal's guess): the current password
 * always travels with it. A back end without it there answers 404 (405, 501): then the spec's own call sets the
 * password — PUT /{scope}/user/password with the new password as the body (LKP on the LKK path), which has no room
 * for the current password. A server that keeps that PUT for a first sign-in refuses it for a user who has a
 * password (the sandbox: 403); that refusal, or the PUT missing too, is PasswordChangeUnavailable, for which the
 * dialog tells the user what to do. Any other refusal (400, 409: the server's reason) goes to the caller as it is.
 */
export async function changePassword(change: PasswordChange, scope: Scope): Promise<void> {
  const body = passwordChangeSchema.parse(change);
  try {
    await sendJson('post', passwordChangeActionPath(scope), body);
    return;
  } catch (error) {
    if (!NOT_HERE.has(statusOf(error) ?? 0)) throw error;
  }
  try {
    await setPassword(scope, body.password);
  } catch (error) {
    const status = statusOf(error) ?? 0;
    if (status === 403 || NOT_HERE.has(status)) throw new PasswordChangeUnavailable(error);
    throw error;
  }
}

/** PUT /{scope}/user/password with the new password as the (plain text) body (spec §7; LKP on the LKK path). */
export async function setPassword(scope: Scope, password: string): Promise<void> {
  await http.put(passwordPath(scope), { body: password, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
}
