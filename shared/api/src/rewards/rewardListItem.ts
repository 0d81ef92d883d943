import { z } from '../zod';
import { lenientId, lenientText, nullableNumber } from '../lenient';
import { fieldsOf, textField } from '../listAnswer';
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

/** An odd row shown as best it can be: its id and texts; numbers it could not read are left empty. */
export function rewardBestEffort(raw: unknown): Reward | null {
  const id = fieldsOf(raw).id;
  if (typeof id !== 'number' && (typeof id !== 'string' || id === '')) return null;
  const status = z.safeParse(rewardStatusSchema, fieldsOf(raw).status);
  return {
    id,
    number: textField(raw, 'number'),
    createDate: textField(raw, 'createDate'),
    status: status.success ? status.data : { code: '', name: '' },
    contractFactNum: textField(raw, 'contractFactNum'),
    client: textField(raw, 'client'),
    debtor: textField(raw, 'debtor'),
    registryNumber: textField(raw, 'registryNumber'),
    periodFrom: textField(raw, 'periodFrom'),
    periodTo: textField(raw, 'periodTo'),
    amount: null,
    vatAmount: null,
    rejectReason: textField(raw, 'rejectReason'),
  };
}

/** `total` of the list answer; a missing or unreadable one is null (the caller falls back to the rows it has). */
export const rewardListTotalSchema = z.object({ total: z.catch(nullableNumber, null) });
