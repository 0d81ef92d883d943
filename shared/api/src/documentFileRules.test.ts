import { documentProblem, MAX_DOCUMENT_BYTES } from './documentFileRules';

describe('document checks before sending', () => {
  it.each([
    ['act.pdf', 10, null],
    ['UPD.XML', 10, null],
    ['scan.jpeg', MAX_DOCUMENT_BYTES, null],
    ['virus.exe', 10, 'Файл «virus.exe» не загружен: допустимые форматы — pdf, xml, xlsx, xls, doc, docx, jpg, jpeg, png, zip, sig.'],
    ['noextension', 10, 'Файл «noextension» не загружен: допустимые форматы — pdf, xml, xlsx, xls, doc, docx, jpg, jpeg, png, zip, sig.'],
    ['empty.pdf', 0, 'Файл «empty.pdf» пуст.'],
    ['big.pdf', MAX_DOCUMENT_BYTES + 1, 'Файл «big.pdf» больше 20 МБ.'],
    ['../act.pdf', 10, 'Файл «../act.pdf» не загружен: имя файла не должно содержать символы «/» и «\\».'],
    ['папка\\act.pdf', 10, 'Файл «папка\\act.pdf» не загружен: имя файла не должно содержать символы «/» и «\\».'],
    ['акт\u200B.pdf', 10, 'Файл «акт�.pdf» не загружен: имя файла не должно содержать невидимых символов (пробела нулевой ширины, мягкого переноса, метки порядка байтов). Переименуйте файл'],
    ['\uFEFFакт.pdf', 10, 'Файл «�акт.pdf» не загружен: имя файла не должно содержать невидимых символов (пробела нулевой ширины, мягкого переноса, метки порядка байтов). Переименуйте файл'],
    ['ак\u00ADт.pdf', 10, 'Файл «ак�т.pdf» не загружен: имя файла не должно содержать невидимых символов (пробела нулевой ширины, мягкого переноса, метки порядка байтов). Переименуйте файл'],
    ['.pdf', 10, 'Файл «.pdf» не загружен: у файла нет имени, только расширение. Переименуйте файл'],
    ['счёт\u202Efdp.exe.pdf', 10, 'Файл «счёт�fdp.exe.pdf» не загружен: имя файла не должно содержать управляющих символов и символов направления текста'],
    // A hostile name is refused before its type or size is looked at.
    ['../virus.exe', 0, 'Файл «../virus.exe» не загружен: имя файла не должно содержать символы «/» и «\\».'],
  ])('%s of %d bytes → %s', (name, size, problem) => {
    expect(documentProblem({ name, size })).toBe(problem);
  });
});

describe('the 20 МБ limit, in bytes written out (the constant itself could be wrong)', () => {
  it('takes a file of exactly 20 × 1024 × 1024 = 20 971 520 bytes and one of 20 000 001 bytes, refuses 20 971 521', () => {
    expect(documentProblem({ name: 'акт.pdf', size: 20_971_520 })).toBeNull();
    expect(documentProblem({ name: 'акт.pdf', size: 20_000_001 })).toBeNull();
    expect(documentProblem({ name: 'акт.pdf', size: 20_971_521 })).toBe('Файл «акт.pdf» больше 20 МБ.');
  });
});
