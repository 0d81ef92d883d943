import { fileNameProblem } from './fileNameRules';
import { fileExtensionOf, hasPathSeparator, pathInFileNameText } from './fileNames';

/** Largest file the portal sends (CONTRACT.md "Documents"). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** Types the back end accepts (CONTRACT.md). */
export const DOCUMENT_EXTENSIONS = ['pdf', 'xml', 'xlsx', 'xls', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'zip', 'sig'] as const;

/** For the file input's accept attribute. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Why a file cannot be sent (a path in its name, a name the back end refuses, its type, empty, over 20 MB), in Russian, or null when it can. */
export function documentProblem(file: { name: string; size: number }): string | null {
  if (hasPathSeparator(file.name)) return `${pathInFileNameText(file.name)}.`;
  const nameProblem = fileNameProblem(file.name);
  if (nameProblem) return nameProblem;
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(fileExtensionOf(file.name))) {
    return `Файл «${file.name}» не загружен: допустимые форматы — ${DOCUMENT_EXTENSIONS.join(', ')}.`;
  }
  if (file.size === 0) return `Файл «${file.name}» пуст.`;
  if (file.size > MAX_DOCUMENT_BYTES) return `Файл «${file.name}» больше 20 МБ.`;
  return null;
}
