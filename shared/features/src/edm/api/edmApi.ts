import {
  EDM_SAVE_FIELDS,
  edmCheckResultSchema,
  edmCheckSchema,
  edmDeleteSchema,
  edmDocumentSchema,
  edmDocumentTypeSchema,
  edmDownloadSchema,
  edmEditDocsSchema,
  edmFilterSchema,
  edmPaths,
  edmRefuseSchema,
  edmSignSchema,
  edmStatusOptionSchema,
  powerOfAttorneySchema,
  type EdmCheckResult,
  type EdmDirection,
  type EdmDocument,
  type EdmDownloadRequest,
  type EdmFilterRequest,
  type EdmSignRequest,
  type PowerOfAttorney,
} from '@portal/api';
import { downloadBlob, getJson, http, lenientList, sendJson, uploadWithProgress, type PortalRequestOptions } from '@portal/platform';
import { bytesToBase64 } from './bytesToBase64';
import { countOf, oddCheckResult, oddDocument, oddDocumentType, oddStatus } from './edmAnswerParsers';

export interface EdmPage {
  rows: EdmDocument[];
  count: number;
}

const documentList = lenientList('POST edm/all', edmDocumentSchema, oddDocument);
const typeList = lenientList('GET edm/type', edmDocumentTypeSchema, oddDocumentType);
const statusList = lenientList('GET edm/statuses', edmStatusOptionSchema, oddStatus);
const checkList = lenientList('POST edm/check', edmCheckResultSchema, oddCheckResult);

export interface SaveDocumentInput {
  documentType: string | number;
  comment: string;
  files: readonly File[];
  /** Set for an edit: the document changed. */
  editId?: string | number;
}

/**
 * The EDM calls of spec §7 as CONTRACT.md fixes them. Requests are checked strictly before they leave; answers are
 * read leniently and an action call's 2xx is success whatever its body (ARCHITECTURE rule 9).
 */
export const edmApi = {
  list: async (filter: EdmFilterRequest): Promise<EdmPage> => {
    const answer: unknown = await (await http.post(edmPaths.list(), { json: edmFilterSchema.parse(filter) })).json();
    const rows = documentList.parse(answer);
    return { rows, count: countOf(answer, rows.length) };
  },
  types: () => getJson(edmPaths.types(), typeList),
  statuses: (type: EdmDirection) => getJson(edmPaths.statuses(type), statusList),
  save: ({ documentType, comment, files, editId }: SaveDocumentInput, onProgress?: (fraction: number) => void) => {
    const body = new FormData();
    if (editId !== undefined) body.append(EDM_SAVE_FIELDS.docs, JSON.stringify(edmEditDocsSchema.parse([{ id: editId }])));
    body.append(EDM_SAVE_FIELDS.documentType, String(documentType));
    if (comment.trim()) body.append(EDM_SAVE_FIELDS.comment, comment.trim());
    for (const file of files) body.append(EDM_SAVE_FIELDS.files, file, file.name);
    return uploadWithProgress(edmPaths.save(), body, { onProgress });
  },
  remove: (id: string | number) => sendJson('post', edmPaths.delete(), edmDeleteSchema.parse({ docs: [id] })),
  refuse: (id: string | number, reason: string) => sendJson('post', edmPaths.refuse(), edmRefuseSchema.parse({ docs: [id], reason })),
  sign: (file: EdmSignRequest['files'][number]) => sendJson('post', edmPaths.sign(), edmSignSchema.parse({ files: [file] })),
  check: (ids: ReadonlyArray<string | number>): Promise<EdmCheckResult[]> =>
    sendJson('post', edmPaths.check(), edmCheckSchema.parse(ids.map((id) => ({ edmId: id }))), checkList),
  download: (request: EdmDownloadRequest): Promise<Blob> => {
    const options: PortalRequestOptions = { json: edmDownloadSchema.parse(request), download: true };
    return http.post(edmPaths.download(), options).blob();
  },
  /** The bytes of a document's file as base64, to sign them. */
  fileBase64: async (fileId: string | number): Promise<string> => bytesToBase64(new Uint8Array(await (await downloadBlob(edmPaths.file(fileId))).arrayBuffer())),
  /** GET /vicarious: the power of attorney in force (404 none). */
  powerOfAttorney: (): Promise<PowerOfAttorney> => getJson('vicarious', powerOfAttorneySchema),
};
