import { z } from '../zod';
import { lenientId, lenientText, nullableNumber } from '../lenient';
import { fieldsOf, textField } from '../listAnswer';
import { registryStatusSchema } from './registryStatus';

const permissionsSchema = z.pipe(
  z.optional(z.nullable(z.array(z.string()))),
  z.transform((list) => list ?? []),
);

/** One row of POST {prefix} (CONTRACT.md "List"): only `id` is required, the rest is shown as '—' when absent. */
export const registryListItemSchema = z.object({
  id: lenientId,
  number: lenientText,
  createDate: lenientText,
  status: registryStatusSchema,
  source: lenientText,
  category: lenientText,
  contractFactNum: lenientText,
  debtor: lenientText,
  /** The supplier's name: the debtor's list shows it instead of the debtor (decision 0037). */
  supplier: lenientText,
  suppliesCount: nullableNumber,
  amount: nullableNumber,
  permissions: permissionsSchema,
});
export type RegistryListItem = z.infer<typeof registryListItemSchema>;

/** An odd row shown as best it can be: its id and texts; numbers it could not read are left empty. */
export function registryListItemBestEffort(raw: unknown): RegistryListItem | null {
  const id = fieldsOf(raw).id;
  if (typeof id !== 'number' && (typeof id !== 'string' || id === '')) return null;
  const status = fieldsOf(raw).status;
  const statusName = typeof status === 'string' ? status : textField(status, 'name') || textField(status, 'code');
  const permissions = fieldsOf(raw).permissions;
  return {
    id,
    number: textField(raw, 'number'),
    createDate: textField(raw, 'createDate'),
    status: { code: textField(status, 'code'), name: statusName },
    source: textField(raw, 'source'),
    category: textField(raw, 'category'),
    contractFactNum: textField(raw, 'contractFactNum'),
    debtor: textField(raw, 'debtor'),
    supplier: textField(raw, 'supplier'),
    suppliesCount: null,
    amount: null,
    permissions: Array.isArray(permissions) ? permissions.filter((item): item is string => typeof item === 'string') : [],
  };
}

/** `total` of the list answer; a missing or unreadable one is null (the caller falls back to the rows it has). */
export const registryListTotalSchema = z.object({ total: z.catch(nullableNumber, null) });
