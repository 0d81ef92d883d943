import { z } from '../zod';
import { lenientId, lenientText, nullableNumber } from '../lenient';
import { bestEffortRow } from '../bestEffortRow';
import { rewardStatusSchema } from './rewardStatus';

/** One reward (a row of the list and the `reward` of the detail, CONTRACT.md): only `id` is required. */
export const rewardSchema = z.object({
  id: lenientId,
  number: lenientText,
  createDate: lenientText,
  status: rewardStatusSchema,
  contractFactNum: lenientText,
  client: lenientText,
  debtor: lenientText,
  registryNumber: lenientText,
  periodFrom: lenientText,
  periodTo: lenientText,
  amount: nullableNumber,
  vatAmount: nullableNumber,
  rejectReason: lenientText,
});
export type Reward = z.infer<typeof rewardSchema>;

/** An odd row shown as best it can be: each field it can read, the others empty; without an id it is dropped. */
export const rewardBestEffort = bestEffortRow(rewardSchema, { required: ['id'] });

/** `total` of the list answer; a missing or unreadable one is null (the caller falls back to the rows it has). */
export const rewardListTotalSchema = z.object({ total: z.catch(nullableNumber, null) });
