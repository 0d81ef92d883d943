import { z } from '@portal/api/zod';
import { newPasswordProblem, PASSWORD_MESSAGES } from '@portal/api';

/** Marks the confirmation invalid without a text to show (zod replaces an empty message with its own). */
export const SILENT_INVALID = 'same-as-current';

/** The text under a field: nothing for SILENT_INVALID. */
export function shownMessage(message: string | undefined): string {
  return message === SILENT_INVALID ? '' : (message ?? '');
}

/** The change-password form (spec §5 "New password"), messages verbatim. */
export const passwordFormSchema = z
  .object({
    login: z.string(),
    currentPassword: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .check(
    z.superRefine((form, context) => {
    if (form.currentPassword.trim() === '') context.addIssue({ code: 'custom', path: ['currentPassword'], message: PASSWORD_MESSAGES.required });
    const problem = newPasswordProblem(form.password);
    if (problem) context.addIssue({ code: 'custom', path: ['password'], message: problem });
    if (form.confirmPassword === '') context.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MESSAGES.required });
    else if (form.confirmPassword !== form.password) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch });
    // Spec §5: the current password used again marks the confirmation invalid, without a message.
    else if (form.password !== '' && form.password === form.currentPassword) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: SILENT_INVALID });
    }),
  );

export type PasswordForm = z.infer<typeof passwordFormSchema>;
