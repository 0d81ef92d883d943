import { userSchema, type PasswordChange, type Scope } from '@portal/api';
import { sendJson } from '@portal/platform';

/** Spec §6: LKP changes its password on the LKK path; the others on their own. */
export function passwordPath(scope: Scope): string {
  const cabinet = scope === 'LKP' ? 'lkk' : scope.toLowerCase();
  return `${cabinet}/user/password`;
}

/** PUT /{scope}/user/password with the spec's payload (login, currentPassword, password, confirmPassword). */
export function changePassword(scope: Scope, change: PasswordChange) {
  return sendJson('put', passwordPath(scope), change, userSchema);
}
