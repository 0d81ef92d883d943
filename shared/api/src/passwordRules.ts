import { z } from './zod';

/** Spec §5 "New password", messages verbatim. */
export const PASSWORD_MESSAGES = {
  required: 'Значение должно быть обязательным',
  format:
    'Пароль должен состоять из 8 или более символов. Содержать цифры, а также латинские буквы верхнего и нижнего регистров, и специальные символы (?!@#$%^&*()-=+~).',
  tooShort: 'Пароль слишком короткий.',
  tooLong: 'Пароль должен быть не более 40 символов.',
  mismatch: 'Новые пароли не совпадают',
} as const;

/** Spec §9: 5–40 characters are accepted (the format message says 8; spec §5 gives both readings, 5 is enforced). */
export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_MAX_LENGTH = 40;

/** Latin letters, digits and _ ! @ ? # $ ~ ' % ^ & * ( ) - + = */
export const PASSWORD_ALLOWED = /^[A-Za-z0-9_!@?#$~'%^&*()\-+=]*$/;

/**
 * The rules shown beside the new-password field before and while the user types: the reading of spec §5's message
 * ("8 or more characters, digits, Latin upper and lower case, special characters") that the realm we ship keeps
 * (deploy/keycloak/portal-realm.json: length(8), maxLength(40), digits, lowerCase, upperCase, specialChars; a test
 * holds the two together). They guide; the portal refuses only §5's own rules and the server has the last word.
 */
export const PASSWORD_POLICY_MIN_LENGTH = 8;
export const PASSWORD_HINTS: ReadonlyArray<{ id: string; text: string; met: (password: string) => boolean }> = [
  {
    id: 'length',
    text: `от ${PASSWORD_POLICY_MIN_LENGTH} до ${PASSWORD_MAX_LENGTH} символов`,
    met: (password) => password.length >= PASSWORD_POLICY_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
  },
  { id: 'digit', text: 'цифру', met: (password) => /[0-9]/.test(password) },
  { id: 'lower', text: 'строчную латинскую букву (a–z)', met: (password) => /[a-z]/.test(password) },
  { id: 'upper', text: 'заглавную латинскую букву (A–Z)', met: (password) => /[A-Z]/.test(password) },
  { id: 'special', text: "специальный символ: ? ! @ # $ % ^ & * ( ) - = + ~ _ '", met: (password) => /[_!@?#$~'%^&*()\-+=]/.test(password) },
];
/** What only the server can check, said once under the list. */
export const PASSWORD_SERVER_HINT = 'Пароль не должен совпадать с логином и с тремя последними паролями.';

/** The first rule a new password breaks, as the message to show; null when it is acceptable. */
export function newPasswordProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if (!PASSWORD_ALLOWED.test(password)) return PASSWORD_MESSAGES.format;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}

/**
 * Body of the password change action (spec §3 "Password change payload", §7: 200 success, 409 `data.message`).
 * Its path is not shown by the spec: PASSWORD_CHANGE_ACTION_PATH.
 */
export const passwordChangeSchema = z.strictObject({
  login: z.string().check(z.minLength(1)),
  currentPassword: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  confirmPassword: z.string().check(z.minLength(1)),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Path (under /api/) of the four-field password change action; the spec does not show it (CONTRACT.md). */
export const PASSWORD_CHANGE_ACTION_PATH = 'v2/user/changePassword';

/** The path segment of each scope's password call (spec §6: LKP uses the LKK path). */
const PASSWORD_CABINET: Record<'LKK' | 'LKD' | 'LKA' | 'LKP', string> = { LKK: 'lkk', LKD: 'lkd', LKA: 'lka', LKP: 'lkk' };

/** PUT /{scope}/user/password with the new password as body (spec §6: LKP uses the LKK path). */
export function passwordPath(scope: 'LKK' | 'LKD' | 'LKA' | 'LKP'): string {
  return `${PASSWORD_CABINET[scope]}/user/password`;
}

/** Spec §5: in settings the new password must be non-empty and not only whitespace. */
export function isSettablePassword(password: string): boolean {
  return password.trim() !== '';
}
