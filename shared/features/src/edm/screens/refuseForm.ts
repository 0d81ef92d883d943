import { z } from '@portal/api/zod';
import { EDM_REFUSE_REASON_MAX } from '@portal/api';

export const refuseFormSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, 'Укажите причину отказа'), z.maxLength(EDM_REFUSE_REASON_MAX, `Не более ${EDM_REFUSE_REASON_MAX} символов`)),
});
export type RefuseForm = z.infer<typeof refuseFormSchema>;
