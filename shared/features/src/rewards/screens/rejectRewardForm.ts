import { z } from '@portal/api/zod';
import { REWARD_REASON_MAX } from '@portal/api';

/** The rejection form: the reason the sandbox's contract takes (CONTRACT.md), with our Russian messages. */
export const rejectRewardFormSchema = z.object({
  reason: z.string().check(
    z.refine((value) => value.trim().length > 0, { error: 'Укажите причину отклонения' }),
    z.maxLength(REWARD_REASON_MAX, { error: `Не более ${REWARD_REASON_MAX} символов` }),
  ),
});
export type RejectRewardForm = z.infer<typeof rejectRewardFormSchema>;
