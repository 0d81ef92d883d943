import { z } from './zod';

/** A standard e-mail address (spec §5 "Notification e-mail"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Body of POST /v2/user/changeEmail. */
export const changeEmailSchema = z.strictObject({ email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN)) });
export type ChangeEmail = z.infer<typeof changeEmailSchema>;

/** Body of POST /lkk/user/notification_date: the date notifications start from (YYYY-MM-DD). */
export const notificationDateSchema = z.strictObject({ notificationDate: z.iso.date() });
export type NotificationDate = z.infer<typeof notificationDateSchema>;
