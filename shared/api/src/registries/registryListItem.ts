import { z } from '../zod';
import { lenientId, lenientText, nullableNumber } from '../lenient';
import { bestEffortRow } from '../bestEffortRow';
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
  /** The debtor's tax id: the detail header shows it when its own answers leave it out (decision 0061). */
  debtorInn: lenientText,
  suppliesCount: nullableNumber,
  amount: nullableNumber,
  permissions: permissionsSchema,
});
export type RegistryListItem = z.infer<typeof registryListItemSchema>;

/** An odd row shown as best it can be: each field it can read, the others empty; without an id it is dropped. */
export const registryListItemBestEffort = bestEffortRow(registryListItemSchema, {
  required: ['id'],
  // A list with an odd entry still holds the permission names it can: the buttons they offer stay.
  salvage: { permissions: (value) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined) },
});

/** `total` of the list answer; a missing or unreadable one is null (the caller falls back to the rows it has). */
export const registryListTotalSchema = z.object({ total: z.catch(nullableNumber, null) });
