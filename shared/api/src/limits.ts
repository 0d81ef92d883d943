import { z } from 'zod/mini';
import { scopeSchema } from './scopes';

/** Body of POST /lkk/user/limits (spec §7; LKK and LKP). */
export const limitsRequestSchema = z.object({
  username: z.string().check(z.minLength(1)),
  scope: scopeSchema,
});
export type LimitsRequest = z.infer<typeof limitsRequestSchema>;

/** One contract's free factoring limit. */
export const contractLimitSchema = z.object({
  contractFactNum: z.string(),
  freeLimit: z.number(),
});
export type ContractLimit = z.infer<typeof contractLimitSchema>;

/** Answer of POST /lkk/user/limits (spec §3 "Limits response"). */
export const limitsResponseSchema = z.object({
  limits: z.array(contractLimitSchema),
  sumLimit: z.number(),
});
export type LimitsResponse = z.infer<typeof limitsResponseSchema>;

/** Answer of POST /getAlertStatus: whether the registries/supplies bell is red (spec §2, §7). */
export const alertStatusSchema = z.boolean();

/** Answer of GET /vicarious/expiredStatus (spec §3 "Mandate expiry response"). */
export const mandateExpirySchema = z.object({
  status: z.boolean(),
  expirationDate: z.nullable(z.string()),
});
export type MandateExpiry = z.infer<typeof mandateExpirySchema>;
