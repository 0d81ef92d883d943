import { z } from '../zod';
import { lenientText } from '../lenient';

/** Reward state codes the portal acts on (CONTRACT.md; spec §4 "Other reward states are not shown"). */
export const REWARD_STATUS_CODES = ['DRAFT', 'ON_AGREEMENT', 'AGREED', 'REJECTED', 'ON_PAYMENT', 'PAID'] as const;
export type RewardStatusCode = (typeof REWARD_STATUS_CODES)[number];

/** A reward status as sent: `{code, name}` or just its code or name. Read as `{code, name}`. */
export const rewardStatusSchema = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.object({ code: lenientText, name: lenientText })]))),
  z.transform((status) => {
    if (typeof status === 'string') return (REWARD_STATUS_CODES as readonly string[]).includes(status) ? { code: status, name: '' } : { code: '', name: status };
    return { code: status?.code ?? '', name: status?.name ?? '' };
  }),
);
export type RewardStatus = z.infer<typeof rewardStatusSchema>;
