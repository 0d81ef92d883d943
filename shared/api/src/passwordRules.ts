import { z } from 'zod/mini';

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

/** The first rule a new password breaks, as the message to show; null when it is acceptable. */
export function newPasswordProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if (!PASSWORD_ALLOWED.test(password)) return PASSWORD_MESSAGES.format;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}

/** Body of PUT /{scope}/user/password (spec §3 "Password change payload"). */
export const passwordChangeSchema = z.object({
  login: z.string().check(z.minLength(1)),
  currentPassword: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  confirmPassword: z.string().check(z.minLength(1)),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** A 409 answer: the message goes under the password fields. */
export const messageAnswerSchema = z.object({ message: z.string() });
