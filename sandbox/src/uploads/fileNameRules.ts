/**
 * A file name is at most 255 characters and carries no control characters (C0, DEL, C1) and no bidi
 * controls (U+202A–U+202E overrides and embeddings, U+2066–U+2069 isolates, U+200E/U+200F/U+061C marks) nor line
 * or paragraph separators: «счёт\u202Efdp.exe» shows as «счётexe.pdf». Checked on every upload route.
 */
export const MAX_FILE_NAME_LENGTH = 255;

// eslint-disable-next-line no-control-regex -- control characters are exactly what the rule looks for
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/gu;
const NAME_SHOWN = 40;

/** Why a file name is refused, in Russian, or null. */
export function fileNameProblem(name: string): string | null {
  const characters = [...name];
  if (characters.length > MAX_FILE_NAME_LENGTH) {
    const shown = characters.slice(0, NAME_SHOWN).join('').replace(FORBIDDEN, '\uFFFD');
    return `Файл «${shown}…» не загружен: имя файла длиннее ${MAX_FILE_NAME_LENGTH} символов`;
  }
  if (new RegExp(FORBIDDEN.source, 'u').test(name)) {
    return `Файл «${name.replace(FORBIDDEN, '\uFFFD')}» не загружен: имя файла не должно содержать управляющих символов и символов направления текста`;
  }
  return null;
}
