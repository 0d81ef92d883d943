import {
  fileNameProblem,
  hasPathSeparator,
  pathInFileNameText,
  POWER_OF_ATTORNEY_EMPTY_TEXT,
  POWER_OF_ATTORNEY_MAX_BYTES,
  POWER_OF_ATTORNEY_TOO_LARGE_TEXT,
  POWER_OF_ATTORNEY_WRONG_FORMAT_TEXT,
} from '@portal/api';

/**
 * Why a chosen МЧД file cannot be sent, or null: a path in its name, a name the back end refuses (fileNameRules.ts), not .xml (spec §5 'Неверный формат файла!'),
 * empty, over 1 MB (the back end's limit). The back end refuses the same with 400.
 */
export function powerOfAttorneyFileProblem(file: { name: string; size: number }): string | null {
  if (hasPathSeparator(file.name)) return pathInFileNameText(file.name);
  const nameProblem = fileNameProblem(file.name);
  if (nameProblem) return nameProblem;
  if (!file.name.toLowerCase().endsWith('.xml')) return POWER_OF_ATTORNEY_WRONG_FORMAT_TEXT;
  if (file.size === 0) return POWER_OF_ATTORNEY_EMPTY_TEXT;
  if (file.size > POWER_OF_ATTORNEY_MAX_BYTES) return POWER_OF_ATTORNEY_TOO_LARGE_TEXT;
  return null;
}
