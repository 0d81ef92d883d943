import { z } from '../zod';
import { lenientText, nullableNumber } from '../lenient';
import { bestEffortRow } from '../bestEffortRow';

/** Path of the tariffs call per client cabinet (CONTRACT.md: the spec names no call). */
export const TARIFF_PATHS = { LKK: 'lkk/tariffs', LKP: 'lkp/tariffs' } as const;

/** One fee line of a contract's tariff. */
export const tariffLineSchema = z.object({
  name: lenientText,
  rate: nullableNumber,
  unit: lenientText,
  note: lenientText,
});
export type TariffLine = z.infer<typeof tariffLineSchema>;

const linesSchema = z.pipe(
  z.catch(z.optional(z.nullable(z.array(z.unknown()))), []),
  z.transform((rows) => (rows ?? []).flatMap((row) => {
    const parsed = z.safeParse(tariffLineSchema, row);
    return parsed.success ? [parsed.data] : [];
  })),
);

/** One contract with its tariff (a row of GET /{lkk|lkp}/tariffs). Only contractFactNum is required. */
export const contractTariffSchema = z.object({
  contractFactNum: z.string().check(z.minLength(1)),
  contractDate: lenientText,
  debtor: lenientText,
  type: lenientText,
  status: lenientText,
  limit: nullableNumber,
  financingPercent: nullableNumber,
  delayDays: nullableNumber,
  lines: linesSchema,
});
export type ContractTariff = z.infer<typeof contractTariffSchema>;

/** An odd contract row shown as best it can be: each field it can read, the others empty; without a number it is dropped. */
export const contractTariffBestEffort = bestEffortRow(contractTariffSchema, {
  required: ['contractFactNum'],
  // A contract number sent as a number is still the number to show.
  salvage: { contractFactNum: (value) => (typeof value === 'number' ? String(value) : undefined) },
});
