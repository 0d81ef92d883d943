import { z } from './zod';
import { booleanOr, lenientBoolean, lenientNumber, lenientText, nullableText } from './lenient';
import { SCOPES } from './scopes';

/** Body of POST /lkk/user/limits (spec §7; LKK and LKP). */
export const limitsRequestSchema = z.strictObject({
  username: z.string().check(z.minLength(1)),
  scope: z.enum(SCOPES),
});
export type LimitsRequest = z.infer<typeof limitsRequestSchema>;

/** One contract's free factoring limit. */
export const contractLimitSchema = z.object({
  contractFactNum: lenientText,
  freeLimit: lenientNumber,
});
export type ContractLimit = z.infer<typeof contractLimitSchema>;

/** Answer of POST /lkk/user/limits (spec §3 "Limits response"). */
export const limitsResponseSchema = z.object({
  // A contract row without a readable limit is left out of the tooltip rather than failing the header.
  limits: z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((rows) => rows.flatMap((row) => {
      const parsed = z.safeParse(contractLimitSchema, row);
      return parsed.success ? [parsed.data] : [];
    })),
  ),
  sumLimit: lenientNumber,
});
export type LimitsResponse = z.infer<typeof limitsResponseSchema>;

/** Answer of POST /getAlertStatus: whether the registries/supplies bell is red (spec §2, §7). */
export const alertStatusSchema = lenientBoolean;

/** Answer of GET /vicarious/expiredStatus (spec §3 "Mandate expiry response"). */
export const mandateExpirySchema = z.object({
  status: booleanOr(false),
  expirationDate: nullableText,
});
export type MandateExpiry = z.infer<typeof mandateExpirySchema>;
