import { z } from '../zod';
import { booleanOr, lenientId, lenientText, nullableNumber, nullableText } from '../lenient';
import { registryStatusSchema } from './registryStatus';

const permissionsSchema = z.pipe(
  z.optional(z.nullable(z.array(lenientText))),
  z.transform((list) => list ?? []),
);

/** `duplicates` may be a count or the list of duplicated supplies (CONTRACT.md); read as a count. */
const duplicateCountSchema = z.pipe(
  z.optional(z.nullable(z.union([z.array(z.unknown()), nullableNumber]))),
  z.transform((value) => (Array.isArray(value) ? value.length : (value ?? 0))),
);

/** The registry part of stage 1 (spec §3 Registry; CONTRACT.md). */
export const registryCoreSchema = z.object({
  id: lenientId,
  number: lenientText,
  status: registryStatusSchema,
  createDate: lenientText,
  category: lenientText,
  source: lenientText,
  contractFactNum: lenientText,
  debtor: lenientText,
  duplicates: z.catch(duplicateCountSchema, 0),
  duplicate: z.catch(booleanOr(false), false),
  invalided: z.catch(booleanOr(false), false),
  validated: z.catch(booleanOr(false), false),
});
export type RegistryCore = z.infer<typeof registryCoreSchema>;

/** Stage 1 (7 %): GET {prefix}/{id}/detail/{scope}. */
export const registryDetailSchema = z.object({
  registry: registryCoreSchema,
  futureFundingDate: nullableText,
  alllimit: z.catch(nullableNumber, null),
  permissions: z.catch(permissionsSchema, []),
  total: z.catch(nullableNumber, null),
});
export type RegistryDetail = z.infer<typeof registryDetailSchema>;

/** Stage 2 (57 %): GET {prefix}/{id}/registry/{scope}, the header data; every field is shown as '—' when absent. */
export const registryHeaderSchema = z.object({
  number: lenientText,
  status: registryStatusSchema,
  contractFactNum: lenientText,
  contractFactDate: lenientText,
  debtor: lenientText,
  debtorInn: lenientText,
  supplier: lenientText,
  createDate: lenientText,
  amount: z.catch(nullableNumber, null),
});
export type RegistryHeader = z.infer<typeof registryHeaderSchema>;
