import { z } from 'zod';

/** Spec §3 Reward filter, as this sandbox checks it (strict: an unknown field is a 400). */
export const rewardFilterCheck = z.strictObject({
  sortBy: z.enum(['create_date', 'number', 'amount', 'status'], { message: 'sortBy: допустимы create_date, number, amount, status' }),
  sortDesc: z.boolean(),
  page: z.number().int().min(0),
  size: z.number().int().min(1).max(1000),
  pagination: z.boolean(),
});
export type RewardFilter = z.infer<typeof rewardFilterCheck>;

/** Body of …/reject: the reason is required (CONTRACT.md). */
export const rejectCheck = z.strictObject({
  reason: z.string().trim().min(1, 'Укажите причину отклонения').max(500, 'Причина отклонения не длиннее 500 символов'),
});

/** Body of …/action: one of the generic actions (CONTRACT.md). */
export const actionCheck = z.strictObject({
  action: z.enum(['SEND_TO_PAYMENT', 'RETURN_TO_AGREEMENT'], { message: 'action: допустимы SEND_TO_PAYMENT, RETURN_TO_AGREEMENT' }),
});
