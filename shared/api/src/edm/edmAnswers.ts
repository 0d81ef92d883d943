import { z } from '../zod';
import { booleanOr, lenientId, lenientNumber, lenientText, nullableText } from '../lenient';

/**
 * Answer schemas of the EDM calls (ARCHITECTURE rule 9): a document needs only its id; what the spec names (date,
 * fileId, status, factDocumentType.id, signatureInfos[].vicariousId, check) and what CONTRACT.md adds is optional,
 * numbers may come as strings, unknown fields pass.
 */

/** A status as the Russian label, also accepted as `{name}` or `{code, name}`. */
export const edmStatusText = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.object({ name: lenientText, code: lenientText })]))),
  z.transform((value) => (typeof value === 'string' ? value : (value?.name || value?.code || ''))),
);

function listOf<T extends z.core.SomeType>(item: T) {
  return z.pipe(z.optional(z.nullable(z.array(item))), z.transform((value) => value ?? []));
}

export const edmSignatureInfoSchema = z.object({
  vicariousId: z.optional(z.nullable(lenientId)),
  signer: nullableText,
  signDate: nullableText,
});
export type EdmSignatureInfo = z.infer<typeof edmSignatureInfoSchema>;

export const edmDocumentTypeRefSchema = z.object({ id: z.optional(z.nullable(lenientId)), name: lenientText });

export const edmDocumentSchema = z.object({
  id: lenientId,
  date: nullableText,
  fileId: z.optional(z.nullable(lenientId)),
  fileName: nullableText,
  number: nullableText,
  status: edmStatusText,
  factDocumentType: z.optional(z.nullable(edmDocumentTypeRefSchema)),
  contractFactNum: nullableText,
  comment: nullableText,
  refuseReason: nullableText,
  signatureInfos: listOf(edmSignatureInfoSchema),
  check: booleanOr(false),
});
export type EdmDocument = z.infer<typeof edmDocumentSchema>;

/** The count of POST /edm/all; absent means the rows are all there is. */
export const edmCountSchema = z.object({ count: z.optional(z.nullable(lenientNumber)) });

/** GET /edm/type: `[{id, name}]`. */
export const edmDocumentTypeSchema = z.object({ id: lenientId, name: lenientText });
export type EdmDocumentType = z.infer<typeof edmDocumentTypeSchema>;

/** GET /edm/statuses/?type=: labels, or `{name}` / `{code, name}` objects. */
export const edmStatusOptionSchema = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.object({ name: z.string().check(z.minLength(1)), code: z.optional(lenientText) })]),
  z.transform((value) => (typeof value === 'string' ? value : value.name)),
);

/** One result of POST /edm/check. */
export const edmCheckResultSchema = z.object({
  edmId: lenientId,
  valid: booleanOr(false),
  message: lenientText,
});
export type EdmCheckResult = z.infer<typeof edmCheckResultSchema>;
