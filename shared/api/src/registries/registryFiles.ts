import { z } from '../zod';
import { booleanOr, lenientId, lenientText } from '../lenient';

const listOf = <T>(row: z.core.$ZodType<T>) =>
  z.pipe(
    z.catch(z.optional(z.nullable(z.array(z.unknown()))), []),
    // An odd row is dropped here and reported by the caller through reportOddAnswer (see parseRegistryFiles).
    z.transform((rows) => (rows ?? []).flatMap((raw) => {
      const parsed = z.safeParse(row, raw);
      return parsed.success ? [parsed.data] : [];
    })),
  );

/** A document waiting for a signature (spec §3 Registry files). */
export const documentForSigningSchema = z.object({ id: lenientId, type: lenientText, name: lenientText, registry: booleanOr(false) });
export type DocumentForSigning = z.infer<typeof documentForSigningSchema>;

/** A signed document; userDoc marks one the user uploaded. */
export const signedDocumentSchema = z.object({ id: lenientId, name: lenientText, userDoc: booleanOr(false) });
export type SignedDocument = z.infer<typeof signedDocumentSchema>;

/** An original document with its validity. */
export const originalDocumentSchema = z.object({ id: lenientId, name: lenientText, valid: booleanOr(false) });
export type OriginalDocument = z.infer<typeof originalDocumentSchema>;

/** A document attached to the registry: `id` deletes it, `document.id` downloads it (CONTRACT.md "Detail stages": files, 100 %). */
export const registryDocumentSchema = z.pipe(
  z.object({
    id: lenientId,
    document: z.optional(z.nullable(z.object({ id: z.optional(z.nullable(lenientId)), name: lenientText, userDoc: booleanOr(false) }))),
  }),
  z.transform((row) => ({ id: row.id, fileId: row.document?.id ?? row.id, name: row.document?.name ?? '', userDoc: row.document?.userDoc ?? false })),
);
export type RegistryDocument = z.infer<typeof registryDocumentSchema>;

/** Stage 4 (100 %): GET {prefix}/{id}/files (and the file lists of the LKD one-stage detail). */
export const registryFilesSchema = z.object({
  documentsForSigning: listOf(documentForSigningSchema),
  signedDocs: listOf(signedDocumentSchema),
  origDocuments: listOf(originalDocumentSchema),
  documents: listOf(registryDocumentSchema),
});
export type RegistryFiles = z.infer<typeof registryFilesSchema>;

/** How many rows each file list had before odd ones were dropped (to report them). */
export function registryFileRowCounts(answer: unknown): Record<keyof RegistryFiles, number> {
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const count = (key: string) => (Array.isArray(record[key]) ? (record[key] as unknown[]).length : 0);
  return { documentsForSigning: count('documentsForSigning'), signedDocs: count('signedDocs'), origDocuments: count('origDocuments'), documents: count('documents') };
}
