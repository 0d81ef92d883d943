import { z } from '../zod';

/** The generic actions of POST …/rewards/{id}/action (CONTRACT.md; the spec does not show the body). */
export const REWARD_GENERIC_ACTIONS = ['SEND_TO_PAYMENT', 'RETURN_TO_AGREEMENT'] as const;
export type RewardGenericAction = (typeof REWARD_GENERIC_ACTIONS)[number];

/** Longest rejection reason the sandbox takes. */
export const REWARD_REASON_MAX = 500;

/** Body of POST /lka/reward-agent/rewards/{id}/reject, strict. */
export const rewardRejectRequestSchema = z.strictObject({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(REWARD_REASON_MAX)),
});
export type RewardRejectRequest = z.infer<typeof rewardRejectRequestSchema>;

/** Body of POST /lka/reward-agent/rewards/{id}/action, strict. */
export const rewardActionRequestSchema = z.strictObject({ action: z.enum(REWARD_GENERIC_ACTIONS) });
export type RewardActionRequest = z.infer<typeof rewardActionRequestSchema>;
