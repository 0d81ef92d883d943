import { fileExtensionOf, fileNameProblem, hasPathSeparator, pathInFileNameText } from '@portal/api';
import { HttpError } from '../api/httpError';
import { checkFileContent, type UploadedFile, type UploadRules } from './multipartFiles';

/** CONTRACT.md "Documents": each file up to 20 MB, these types only. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const ALLOWED_DOCUMENT_TYPES = ['pdf', 'xml', 'xlsx', 'xls', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'zip', 'sig'] as const;

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  xml: 'application/xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
  sig: 'application/pkcs7-signature',
};

/** A Russian 400 for a name too long or with control characters (@portal/api's fileNameRules.ts, which the portal checks too), a path in it, or a type not allowed. */
export function checkDocumentName(name: string): void {
  const nameProblem = fileNameProblem(name);
  if (nameProblem) throw new HttpError(400, nameProblem);
  if (hasPathSeparator(name)) throw new HttpError(400, pathInFileNameText(name));
  if (!(ALLOWED_DOCUMENT_TYPES as readonly string[]).includes(fileExtensionOf(name))) {
    throw new HttpError(400, `Недопустимый тип файла «${name}». Разрешены: ${ALLOWED_DOCUMENT_TYPES.join(', ')}`);
  }
}

export const documentTooLargeText = (name: string) => `Файл «${name}» больше 20 МБ`;

/** The upload rules of the document routes (registries, events, POST /binary/) while the body streams in. */
export function documentUploadRules(fileField: string, extra: Partial<UploadRules> = {}): UploadRules {
  return { fileFields: [fileField], maxFileBytes: MAX_DOCUMENT_BYTES, fileTooLargeText: documentTooLargeText, checkName: checkDocumentName, ...extra };
}

/** The content type to store for an accepted file: the name rules above, then a Russian 400 for an empty or oversize file or one whose contents are not of its type. */
export function checkUploadedFile(file: UploadedFile): string {
  checkDocumentName(file.name);
  if (file.size === 0) throw new HttpError(400, `Файл «${file.name}» пуст`);
  if (file.size > MAX_DOCUMENT_BYTES) throw new HttpError(400, documentTooLargeText(file.name));
  checkFileContent(file);
  return CONTENT_TYPES[fileExtensionOf(file.name)] ?? 'application/octet-stream';
}
