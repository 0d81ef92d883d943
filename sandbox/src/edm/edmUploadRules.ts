import { fileExtensionOf, fileNameProblem, hasPathSeparator, pathInFileNameText } from '@portal/api';
import { HttpError } from '../api/httpError';
import { checkFileContent, type UploadedFile } from '../registries/multipartFiles';

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

/** A Russian 400 for a name too long or with control characters (@portal/api's fileNameRules.ts, which the portal checks too), a path in it, or a type not allowed. */
export function checkEdmFileName(name: string): void {
  const nameProblem = fileNameProblem(name);
  if (nameProblem) throw new HttpError(400, nameProblem);
  if (hasPathSeparator(name)) throw new HttpError(400, pathInFileNameText(name));
  if (!(EDM_ALLOWED_EXTENSIONS as readonly string[]).includes(fileExtensionOf(name))) {
    throw new HttpError(400, `Недопустимый тип файла «${name}». Разрешены: ${EDM_ALLOWED_EXTENSIONS.join(', ')}`);
  }
}

/** The content type to store for an accepted file: the name rules above, then a Russian 400 for an empty or oversize file or one whose contents are not of its type. */
export function checkEdmFile(file: UploadedFile): string {
  checkEdmFileName(file.name);
  if (file.size === 0) throw new HttpError(400, `Файл «${file.name}» пуст`);
  if (file.size > EDM_MAX_FILE_BYTES) throw new HttpError(400, `Файл «${file.name}» больше 20 МБ`);
  checkFileContent(file);
  return CONTENT_TYPES[fileExtensionOf(file.name)] ?? 'application/octet-stream';
}
