import { z } from '../zod';
import { booleanOr, lenientText, nullableNumber, nullableText } from '../lenient';

/** Debtor / contract entry of spec §3 (GET /lkk/dict/debtors, /lkp/dict/contract-facts[/search], /lka/dict/contract-facts). */
export const debtorContractEntrySchema = z.object({
  debtor: lenientText,
  debtorId: nullableNumber,
  contractFactNum: lenientText,
  contractFactExternalId: nullableText,
  contractFactNumStatus: lenientText,
  type: lenientText,
  showContract: booleanOr(false),
  afStatus: lenientText,
});
export type DebtorContractEntry = z.infer<typeof debtorContractEntrySchema>;
