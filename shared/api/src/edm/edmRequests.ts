import { z } from '../zod';
import { EDM_DIRECTIONS } from './edmStatuses';

/** Request bodies of the EDM calls (strict, ARCHITECTURE rule 9); shapes in CONTRACT.md. */

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** An id the server gave (a document, its file, a type, a МЧД, the user's clientId): a positive number or a non-empty string, sent back as it came. */
const documentId = z.union([z.int().check(z.positive()), z.string().check(z.minLength(1))]);

/** POST /edm/all: the filter of spec §3. */
export const edmFilterSchema = z.strictObject({
  page: z.int().check(z.nonnegative()),
  limit: z.int().check(z.positive()),
  pagination: z.boolean(),
  sortBy: z.literal('createDate'),
  sortDesc: z.boolean(),
  status: z.nullable(z.string().check(z.minLength(1))),
  dateFrom: z.nullable(isoDay),
  dateTo: z.nullable(isoDay),
  store: z.boolean(),
  type: z.enum(EDM_DIRECTIONS),
  documentType: z.nullable(documentId),
  clientId: documentId,
  sorted: z.strictObject({ field: z.literal('createDate'), orderBy: z.enum(['DESC', 'ASC']) }),
});
export type EdmFilterRequest = z.infer<typeof edmFilterSchema>;

/** POST /edm/delete {docs}. */
export const edmDeleteSchema = z.strictObject({ docs: z.array(documentId).check(z.minLength(1)) });
export type EdmDeleteRequest = z.infer<typeof edmDeleteSchema>;

export const EDM_REFUSE_REASON_MAX = 500;
/** POST /edm/refuse {docs, reason}. */
export const edmRefuseSchema = z.strictObject({
  docs: z.array(documentId).check(z.minLength(1)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(EDM_REFUSE_REASON_MAX)),
});
export type EdmRefuseRequest = z.infer<typeof edmRefuseSchema>;

/** POST /edm/download {docs, signature, vicariuses}. */
export const edmDownloadSchema = z.strictObject({
  docs: z.array(documentId).check(z.minLength(1)),
  signature: z.boolean(),
  vicariuses: z.boolean(),
});
export type EdmDownloadRequest = z.infer<typeof edmDownloadSchema>;

/** POST /edm/sign {files}: one detached signature per document file. */
export const edmSignSchema = z.strictObject({
  files: z
    .array(
      z.strictObject({
        id: documentId,
        fileId: documentId,
        signature: z.string().check(z.minLength(1)),
        vicariousId: z.nullable(documentId),
      }),
    )
    .check(z.minLength(1)),
});
export type EdmSignRequest = z.infer<typeof edmSignSchema>;

/** POST /edm/check: a list of {edmId}. */
export const edmCheckSchema = z.array(z.strictObject({ edmId: documentId })).check(z.minLength(1));
export type EdmCheckRequest = z.infer<typeof edmCheckSchema>;

/** The `docs` field of an edit (POST /edm/save, multipart): the one document edited. */
export const edmEditDocsSchema = z.array(z.strictObject({ id: documentId })).check(z.length(1));
export type EdmEditDocs = z.infer<typeof edmEditDocsSchema>;
