import { fileExtensionOf, hasPathSeparator, pathInFileNameText } from '@portal/api';
import { HttpError } from '../api/httpError';
import { fileNameProblem } from '../uploads/fileNameRules';

/** CONTRACT.md "Create and edit": file types, sizes and counts of POST /edm/save. */
export const EDM_ALLOWED_EXTENSIONS = ['pdf', 'xml', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png', 'zip'] as const;
export const EDM_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const EDM_MAX_FILES = 10;

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  xml: 'application/xml',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
};

/** The content type to store for an accepted file; a Russian 400 for a name too long or with control characters (issue 25), a path in its name, an empty, oversize or unsupported one. */
export function checkEdmFile(file: File): string {
  const nameProblem = fileNameProblem(file.name);
  if (nameProblem) throw new HttpError(400, nameProblem);
  if (hasPathSeparator(file.name)) throw new HttpError(400, pathInFileNameText(file.name));
  const extension = fileExtensionOf(file.name);
  if (!(EDM_ALLOWED_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new HttpError(400, `Недопустимый тип файла «${file.name}». Разрешены: ${EDM_ALLOWED_EXTENSIONS.join(', ')}`);
  }
  if (file.size === 0) throw new HttpError(400, `Файл «${file.name}» пуст`);
  if (file.size > EDM_MAX_FILE_BYTES) throw new HttpError(400, `Файл «${file.name}» больше 20 МБ`);
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
