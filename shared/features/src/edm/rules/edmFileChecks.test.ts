import { edmFileProblems } from './edmFileChecks';

const file = (name: string, size = 10) => ({ name, size });

describe('file checks before POST /edm/save', () => {
  it.each<[string, Array<{ name: string; size: number }>, boolean, string[]]>([
    ['a pdf', [file('Письмо.pdf')], false, []],
    ['an upper-case xlsx', [file('АКТ.XLSX')], false, []],
    ['an exe', [file('setup.exe')], false, ['Недопустимый тип файла «setup.exe». Разрешены: pdf, xml, doc, docx, xls, xlsx, jpg, jpeg, png, zip']],
    ['an empty file', [file('a.pdf', 0)], false, ['Файл «a.pdf» пуст']],
    ['over 20 MB', [file('big.pdf', 20 * 1024 * 1024 + 1)], false, ['Файл «big.pdf» больше 20 МБ']],
    ['a name with a slash', [file('../Письмо.pdf')], false, ['Файл «../Письмо.pdf» не загружен: имя файла не должно содержать символы «/» и «\\»']],
    ['a name with a backslash, beside a good file', [file('Акт.pdf'), file('C:\\Акт.pdf', 0)], false, ['Файл «C:\\Акт.pdf» не загружен: имя файла не должно содержать символы «/» и «\\»']],
    ['a zero-width space in a name', [file('Письмо\u200B.pdf')], false, ['Файл «Письмо�.pdf» не загружен: имя файла не должно содержать невидимых символов (пробела нулевой ширины, мягкого переноса, метки порядка байтов). Переименуйте файл']],
    ['a bare extension', [file('.pdf')], false, ['Файл «.pdf» не загружен: у файла нет имени, только расширение. Переименуйте файл']],
    ['two files for an edit', [file('a.pdf'), file('b.pdf')], true, ['Можно выбрать только один файл']],
    ['eleven files', Array.from({ length: 11 }, (_, index) => file(`${index}.pdf`)), false, ['Не более 10 файлов за раз']],
    ['over 50 MB together', [file('a.pdf', 19 * 1024 * 1024), file('b.pdf', 19 * 1024 * 1024), file('c.pdf', 19 * 1024 * 1024)], false, ['Файлы вместе больше 50 МБ']],
  ])('%s', (_case, files, single, problems) => {
    expect(edmFileProblems(files, { single })).toEqual(problems);
  });
});

describe('the EDM 20 МБ limit, in bytes written out (the constant itself could be wrong)', () => {
  it('takes 20 971 520 and 20 000 001 bytes, refuses 20 971 521', () => {
    expect(edmFileProblems([{ name: 'акт.pdf', size: 20_971_520 }])).toEqual([]);
    expect(edmFileProblems([{ name: 'акт.pdf', size: 20_000_001 }])).toEqual([]);
    expect(edmFileProblems([{ name: 'акт.pdf', size: 20_971_521 }])).toEqual(['Файл «акт.pdf» больше 20 МБ']);
  });
});
