import { fileExtensionOf, fileNameProblem, hasPathSeparator, pathInFileNameText } from '@portal/api';

/** CONTRACT.md "Create and edit": the files POST /edm/save accepts, checked before sending. */
export const EDM_FILE_EXTENSIONS = ['pdf', 'xml', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png', 'zip'] as const;
export const EDM_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const EDM_MAX_FILES = 10;
export const EDM_MAX_REQUEST_BYTES = 50 * 1024 * 1024;

/** The Russian problems with the chosen files (a path in a name, a name the back end refuses, type, empty, over 20 MB, count, total) ([] when they can be sent). `single` for an edit (one file at most). */
export function edmFileProblems(files: ReadonlyArray<Pick<File, 'name' | 'size'>>, { single = false } = {}): string[] {
  const problems: string[] = [];
  const limit = single ? 1 : EDM_MAX_FILES;
  if (files.length > limit) problems.push(single ? 'Можно выбрать только один файл' : `Не более ${EDM_MAX_FILES} файлов за раз`);
  for (const file of files) {
    const nameProblem = fileNameProblem(file.name);
    if (hasPathSeparator(file.name)) problems.push(pathInFileNameText(file.name));
    else if (nameProblem) problems.push(nameProblem);
    else if (!(EDM_FILE_EXTENSIONS as readonly string[]).includes(fileExtensionOf(file.name))) problems.push(`Недопустимый тип файла «${file.name}». Разрешены: ${EDM_FILE_EXTENSIONS.join(', ')}`);
    else if (file.size === 0) problems.push(`Файл «${file.name}» пуст`);
    else if (file.size > EDM_MAX_FILE_BYTES) problems.push(`Файл «${file.name}» больше 20 МБ`);
  }
  if (files.reduce((sum, file) => sum + file.size, 0) > EDM_MAX_REQUEST_BYTES) problems.push('Файлы вместе больше 50 МБ');
  return problems;
}
