/** Spec §5 "New password", as the sandbox enforces it (messages verbatim). */
export const SANDBOX_PASSWORD_MESSAGES = {
  format:
    'Пароль должен состоять из 8 или более символов. Содержать цифры, а также латинские буквы верхнего и нижнего регистров, и специальные символы (?!@#$%^&*()-=+~).',
  tooShort: 'Пароль слишком короткий.',
  tooLong: 'Пароль должен быть не более 40 символов.',
  mismatch: 'Новые пароли не совпадают',
} as const;

/** The first §5 rule a new password breaks, or null. */
export function passwordProblem(password: string): string | null {
  if (!/^[A-Za-z0-9_!@?#$~'%^&*()\-+=]+$/.test(password)) return SANDBOX_PASSWORD_MESSAGES.format;
  if (password.length < 5) return SANDBOX_PASSWORD_MESSAGES.tooShort;
  if (password.length > 40) return SANDBOX_PASSWORD_MESSAGES.tooLong;
  return null;
}
