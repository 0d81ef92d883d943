import { fileNameProblem } from './fileNameRules';

const INVISIBLE = 'имя файла не должно содержать невидимых символов (пробела нулевой ширины, мягкого переноса, метки порядка байтов). Переименуйте файл';

describe('file names the portal and the back end refuse', () => {
  it.each([
    ['U+200B zero-width space', 'акт\u200B.pdf', `Файл «акт�.pdf» не загружен: ${INVISIBLE}`],
    ['U+200C zero-width non-joiner', 'акт\u200C.pdf', `Файл «акт�.pdf» не загружен: ${INVISIBLE}`],
    ['U+200D zero-width joiner', 'акт\u200D.pdf', `Файл «акт�.pdf» не загружен: ${INVISIBLE}`],
    ['U+2060 word joiner', 'акт\u2060.pdf', `Файл «акт�.pdf» не загружен: ${INVISIBLE}`],
    ['U+FEFF BOM', '\uFEFFакт.pdf', `Файл «�акт.pdf» не загружен: ${INVISIBLE}`],
    ['U+00AD soft hyphen', 'ак\u00ADт.pdf', `Файл «ак�т.pdf» не загружен: ${INVISIBLE}`],
    ['a bare extension', '.pdf', 'Файл «.pdf» не загружен: у файла нет имени, только расширение. Переименуйте файл'],
    ['dots and spaces before the extension', ' ..pdf', 'Файл « ..pdf» не загружен: у файла нет имени, только расширение. Переименуйте файл'],
    ['a bidi override', 'счёт\u202Efdp.exe.pdf', 'Файл «счёт�fdp.exe.pdf» не загружен: имя файла не должно содержать управляющих символов и символов направления текста'],
  ])('%s', (_case, name, problem) => {
    expect(fileNameProblem(name)).toBe(problem);
  });

  it.each(['Акт.pdf', '.hidden.pdf', 'акт сверки 2026.xlsx', 'noextension', 'a.b.c.pdf'])('takes %p', (name) => {
    expect(fileNameProblem(name)).toBeNull();
  });
});
