import { z } from '../zod';
import { booleanOr, lenientId, lenientNumber, lenientText } from '../lenient';
import { fieldsOf, textField } from '../listAnswer';

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

function flag(raw: unknown, key: string): boolean {
  const value = fieldsOf(raw)[key];
  return value === true || value === 'true' || value === 1;
}

/** An odd supply shown as best it can be (amount NaN is shown as the text the formatter falls back to). */
export function supplyBestEffort(raw: unknown): Supply | null {
  const id = fieldsOf(raw).id;
  if (typeof id !== 'number' && (typeof id !== 'string' || id === '')) return null;
  const amount = Number(textField(raw, 'supplyAmount').replace(/[\s\u00a0]/g, '').replace(',', '.'));
  return {
    id,
    supplyAmount: Number.isFinite(amount) ? amount : 0,
    verificationDebtor: flag(raw, 'verificationDebtor'),
    prime: flag(raw, 'prime'),
    active: flag(raw, 'active'),
    financing: flag(raw, 'financing'),
    checked: flag(raw, 'checked'),
    invalid: flag(raw, 'invalid'),
    supplyDate: textField(raw, 'supplyDate'),
    dueDate: textField(raw, 'dueDate'),
    updDocument: { document: { name: textField(fieldsOf(fieldsOf(raw).updDocument).document, 'name') } },
  };
}
