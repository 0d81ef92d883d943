import { z } from '../zod';
import { booleanOr, lenientText, nullableText } from '../lenient';

/**
 * A debtor id of the dictionary: a number; digits sent as text are read as that number (what the create call
 * wants back, CONTRACT.md); any other non-empty text is an id kept as sent; absent or empty is null.
 */
export const dictionaryDebtorId = z.pipe(
  z.optional(z.nullable(z.union([z.number(), z.string()]))),
  z.transform((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'number') return value;
    const text = value.trim();
    if (text === '') return null;
    return /^\d+$/.test(text) ? Number(text) : text;
  }),
);

/** Debtor / contract entry of spec §3 (GET /lkk/dict/debtors, /lkp/dict/contract-facts[/search], /lka/dict/contract-facts). */
export const debtorContractEntrySchema = z.object({
  debtor: lenientText,
  debtorId: dictionaryDebtorId,
  contractFactNum: lenientText,
  contractFactExternalId: nullableText,
  contractFactNumStatus: lenientText,
  type: lenientText,
  showContract: booleanOr(false),
  afStatus: lenientText,
});
export type DebtorContractEntry = z.infer<typeof debtorContractEntrySchema>;
