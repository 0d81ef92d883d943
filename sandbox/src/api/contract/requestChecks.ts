import { z } from 'zod';
import { SANDBOX_SCOPES } from './records';

/**
 * The sandbox's checks of request bodies, written from the spec (§3, §5, §7) and independent of the portal's
 * schemas (ARCHITECTURE rule 8): strict, so a client sending a wrong or extra field gets a 400 naming it.
 */

/** PUT /v2/user/{id}/scope */
export const scopeChangeCheck = z.strictObject({ scope: z.enum(SANDBOX_SCOPES) });

/** POST /token/update (spec §3 Token pair for update) */
export const tokenUpdateCheck = z.strictObject({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  username: z.string().min(1),
});

/** POST log/error */
export const errorLogCheck = z.strictObject({
  message: z.string().min(1).max(10_000),
  stack: z.string().max(50_000).optional(),
  url: z.string().max(2_000).optional(),
});

/** POST /lkk/user/limits {username, scope} */
export const limitsRequestCheck = z.strictObject({ username: z.string().min(1), scope: z.enum(SANDBOX_SCOPES) });

/** POST /sign/checkMsg */
export const checkMessageCheck = z.strictObject({ message: z.string().min(1), signature: z.string().min(1) });

/** The password change action (spec §3 Password change payload). */
export const passwordChangeCheck = z.strictObject({
  login: z.string().min(1),
  currentPassword: z.string().min(1),
  password: z.string().min(1),
  confirmPassword: z.string().min(1),
});

/** An address's longest form (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** Read after «Неверное поле «email»: » (zodMessage). */
export const EMAIL_TOO_LONG_TEXT = `адрес электронной почты длиннее ${EMAIL_MAX_LENGTH} символов`;
export const EMAIL_INVALID_TEXT = 'нужен адрес электронной почты вида имя@домен.ru';

/**
 * A standard address: a local part of at most 64 letters, digits and RFC 5322's specials (no markup characters,
 * no spaces), dots only between them; a domain of dot-separated labels of letters, digits and inner hyphens, each
 * at most 63 long, ending in a name of two or more letters.
 */
const EMAIL_FORM = /^(?=[^@]{1,64}@)[\p{L}0-9!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}0-9](?:[\p{L}0-9-]{0,61}[\p{L}0-9])?\.)+\p{L}{2,63}$/u;

/**
 * POST /v2/user/changeEmail {email}: a standard e-mail address (spec §5) of at most 254 characters. The address
 * becomes a token claim: a longer one would grow every token past the servers' header limits.
 */
export const changeEmailCheck = z.strictObject({
  email: z
    .string()
    .trim()
    .refine((email) => email.length <= EMAIL_MAX_LENGTH, { message: EMAIL_TOO_LONG_TEXT, abort: true })
    .refine((email) => EMAIL_FORM.test(email), { message: EMAIL_INVALID_TEXT }),
});

/** POST /lkk/user/notification_date */
export const notificationDateCheck = z.strictObject({ notificationDate: z.iso.date() });

/** POST /certificate/add (spec §3 Certificate to save): organisation INN of 10 (legal entity) or 12 (sole proprietor) digits, or none. */
export const certificateToSaveCheck = z.strictObject({
  id: z.string().regex(/^[0-9A-Fa-f]{40}$/),
  fio: z.string().trim().min(1),
  innUser: z.string().regex(/^\d{12}$/),
  innCompany: z.union([z.string().regex(/^(\d{10}|\d{12})$/), z.literal('')]),
  dateTo: z.string().regex(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/),
});
