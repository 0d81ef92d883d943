import { fileExtensionOf, hasPathSeparator, pathInFileNameText } from '@portal/api';
import { HttpError } from '../api/httpError';
import { fileNameProblem } from '../uploads/fileNameRules';

/** CONTRACT.md "Documents": each file up to 20 MB, these types only. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const ALLOWED_DOCUMENT_TYPES = ['pdf', 'xml', 'xlsx', 'xls', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'zip', 'sig'] as const;
/** A whole multipart request above this answers 413 (the spec's status for an oversize request). */
export const MAX_UPLOAD_REQUEST = '50mb';

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

/** The content type to store for an accepted file; a Russian 400 for a name too long or with control characters (issue 25), a path in its name, an empty, oversize or unsupported one. */
export function checkUploadedFile(file: File): string {
  const nameProblem = fileNameProblem(file.name);
  if (nameProblem) throw new HttpError(400, nameProblem);
  if (hasPathSeparator(file.name)) throw new HttpError(400, pathInFileNameText(file.name));
  const extension = fileExtensionOf(file.name);
  if (!(ALLOWED_DOCUMENT_TYPES as readonly string[]).includes(extension)) {
    throw new HttpError(400, `Недопустимый тип файла «${file.name}». Разрешены: ${ALLOWED_DOCUMENT_TYPES.join(', ')}`);
  }
  if (file.size === 0) throw new HttpError(400, `Файл «${file.name}» пуст`);
  if (file.size > MAX_DOCUMENT_BYTES) throw new HttpError(400, `Файл «${file.name}» больше 20 МБ`);
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
