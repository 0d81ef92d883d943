import { powerOfAttorneyFileProblem } from './powerOfAttorneyFile';

const MB = 1024 * 1024;

describe('the МЧД file before POST /vicarious', () => {
  it.each<[string, number, string | null]>([
    ['mchd.xml', 100, null],
    ['МЧД.XML', MB, null],
    ['mchd.pdf', 100, 'Неверный формат файла!'],
    ['mchd.xml.exe', 100, 'Неверный формат файла!'],
    ['mchd', 100, 'Неверный формат файла!'],
    ['mchd.xml', 0, 'Файл МЧД пуст'],
    ['mchd.xml', MB + 1, 'Размер файла МЧД превышает 1 МБ'],
    ['../mchd.xml', 100, 'Файл «../mchd.xml» не загружен: имя файла не должно содержать символы «/» и «\\»'],
    ['mchd\u00AD.xml', 100, 'Файл «mchd�.xml» не загружен: имя файла не должно содержать невидимых символов (пробела нулевой ширины, мягкого переноса, метки порядка байтов). Переименуйте файл'],
    ['.xml', 100, 'Файл «.xml» не загружен: у файла нет имени, только расширение. Переименуйте файл'],
    ['C:\\mchd.xml', 0, 'Файл «C:\\mchd.xml» не загружен: имя файла не должно содержать символы «/» и «\\»'],
  ])('%s of %d bytes → %s', (name, size, problem) => {
    expect(powerOfAttorneyFileProblem({ name, size })).toBe(problem);
  });
});
