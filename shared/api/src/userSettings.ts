import { z } from './zod';

/**
 * A standard e-mail address (spec §5 "Notification e-mail"): a local part of at most 64 letters, digits and
 * RFC 5322's specials, dots only between them (no spaces, no markup characters); a domain of dot-separated labels
 * of letters, digits and inner hyphens, each at most 63 long, ending in a name of two or more letters.
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[\p{L}0-9!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}0-9](?:[\p{L}0-9-]{0,61}[\p{L}0-9])?\.)+\p{L}{2,63}$/u;
/** An address's longest form (RFC 5321): the address becomes a token claim, so a longer one would break every call. */
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  invalid: 'Введите адрес электронной почты в виде имя@домен.ru',
  tooLong: `Адрес электронной почты не может быть длиннее ${EMAIL_MAX_LENGTH} символов`,
} as const;

/** Why `value` cannot be applied as the notification e-mail, or null; an empty field has no message (apply is off). */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email === '') return null;
  if (email.length > EMAIL_MAX_LENGTH) return `${EMAIL_MESSAGES.tooLong} (сейчас ${email.length})`;
  return EMAIL_PATTERN.test(email) ? null : EMAIL_MESSAGES.invalid;
}

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email !== '' && emailProblem(email) === null;
}

/** Body of POST /v2/user/changeEmail. */
export const changeEmailSchema = z.strictObject({
  email: z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH), z.regex(EMAIL_PATTERN)),
});
export type ChangeEmail = z.infer<typeof changeEmailSchema>;

/** Body of POST /lkk/user/notification_date: the date notifications start from (YYYY-MM-DD). */
export const notificationDateSchema = z.strictObject({ notificationDate: z.iso.date() });
export type NotificationDate = z.infer<typeof notificationDateSchema>;
