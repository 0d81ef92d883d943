import { z } from '../zod';
import { booleanOr, lenientId, lenientNumber, lenientText } from '../lenient';
import { bestEffortRow } from '../bestEffortRow';

/** A supply of spec §3 (CONTRACT.md "Detail stages": supplies, 89 %): id and supplyAmount are required, the flags default to false. */
export const supplySchema = z.object({
  id: lenientId,
  supplyAmount: lenientNumber,
  verificationDebtor: booleanOr(false),
  prime: booleanOr(false),
  active: booleanOr(false),
  financing: booleanOr(false),
  checked: booleanOr(false),
  invalid: booleanOr(false),
  supplyDate: lenientText,
  dueDate: lenientText,
  updDocument: z.pipe(
    z.optional(z.nullable(z.object({ document: z.optional(z.nullable(z.object({ name: lenientText }))) }))),
    z.transform((upd) => ({ document: { name: upd?.document?.name ?? '' } })),
  ),
});
export type Supply = z.infer<typeof supplySchema>;

/** An odd supply shown as best it can be: each field it can read, the others empty (an unreadable amount as 0). */
export const supplyBestEffort = bestEffortRow(supplySchema, { required: ['id'], empty: { supplyAmount: 0 } });
