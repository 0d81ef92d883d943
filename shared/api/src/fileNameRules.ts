/**
 * What a file name must be on every upload, checked by the portal before sending and by the back end on receipt:
 * at most 255 characters; no control characters (C0, DEL, C1), bidi controls (U+202A–U+202E overrides and
 * embeddings, U+2066–U+2069 isolates, U+200E/U+200F/U+061C marks) or line and paragraph separators — «счёт\u202Efdp.exe»
 * shows as «счётexe.pdf»; no invisible characters (zero-width space and joiners U+200B–U+200D, word joiner and
 * invisible operators U+2060–U+2064, BOM U+FEFF, soft hyphen U+00AD) — two names that look the same must be the same;
 * and a name before the extension («.pdf» alone is not a name).
 */
export const MAX_FILE_NAME_LENGTH = 255;

// eslint-disable-next-line no-control-regex -- control characters are exactly what the rule looks for
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/gu;
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060-\u2064\ufeff]/gu;
const NAME_SHOWN = 40;

/** The name as it can be shown in a message: every refused character as �. */
function shown(name: string): string {
  return name.replace(CONTROL_OR_BIDI, '\uFFFD').replace(INVISIBLE, '\uFFFD');
}

/** Why a file name is refused, in Russian, or null. */
export function fileNameProblem(name: string): string | null {
  const characters = [...name];
  if (characters.length > MAX_FILE_NAME_LENGTH) {
    return `Файл «${shown(characters.slice(0, NAME_SHOWN).join(''))}…» не загружен: имя файла длиннее ${MAX_FILE_NAME_LENGTH} символов`;
  }
  if (new RegExp(CONTROL_OR_BIDI.source, 'u').test(name)) {
    return `Файл «${shown(name)}» не загружен: имя файла не должно содержать управляющих символов и символов направления текста`;
  }
  if (new RegExp(INVISIBLE.source, 'u').test(name)) {
    return `Файл «${shown(name)}» не загружен: имя файла не должно содержать невидимых символов (пробела нулевой ширины, мягкого переноса, метки порядка байтов). Переименуйте файл`;
  }
  const dot = name.lastIndexOf('.');
  if (dot >= 0 && name.slice(0, dot).replace(/[\s.]/gu, '') === '') {
    return `Файл «${name}» не загружен: у файла нет имени, только расширение. Переименуйте файл`;
  }
  return null;
}
