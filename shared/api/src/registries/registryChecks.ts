import { z } from '../zod';
import { booleanOr, lenientBoolean, lenientId, lenientNumber, lenientText, nullableNumber } from '../lenient';

/** GET {prefix}/checkduplicate/{id} (spec §4): `duplicates` is a count or a list; read as a count. */
export const duplicateCheckSchema = z.object({
  error: lenientNumber,
  duplicates: z.pipe(
    z.catch(z.optional(z.nullable(z.union([z.array(z.unknown()), nullableNumber]))), null),
    z.transform((value) => (Array.isArray(value) ? value.length : (value ?? 0))),
  ),
});
export type DuplicateCheck = z.infer<typeof duplicateCheckSchema>;

/** GET /lka/registries/checkSupplyParam/{id}: false means the contract's details were not passed to the factor. */
export const supplyParamCheckSchema = z.object({ result: booleanOr(true) });

const optionalId = z.pipe(z.catch(z.optional(z.nullable(lenientId)), null), z.transform((value) => value ?? null));

/** One row of GET /errorValidation/get/{id}; `supplyId`, else `id`, names the supply the error is about (CONTRACT.md). */
export const validationErrorSchema = z.object({
  id: optionalId,
  supplyId: optionalId,
  field: lenientText,
  message: lenientText,
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** GET /errorValidation/registries/{id}/validateStatus; `validated` is null when the answer lacks it (the caller falls back). */
export const validateStatusSchema = z.object({
  validated: z.pipe(z.catch(z.optional(z.nullable(lenientBoolean)), null), z.transform((value) => value ?? null)),
  status: lenientText,
});
export type ValidateStatus = z.infer<typeof validateStatusSchema>;
