import { z } from '@portal/api/zod';
import { REWARD_REASON_MAX } from '@portal/api';

/**
 * The rejection form: the reason the sandbox's contract takes (CONTRACT.md: 1–500 characters after trimming), with
 * our Russian messages. The text is trimmed before it is measured, so blanks around a 500-character reason do not count.
 */
export const rejectRewardFormSchema = z.object({
  reason: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Укажите причину отклонения' }),
    z.maxLength(REWARD_REASON_MAX, { error: `Не более ${REWARD_REASON_MAX} символов` }),
  ),
});
export type RejectRewardForm = z.infer<typeof rejectRewardFormSchema>;
