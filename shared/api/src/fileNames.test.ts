import { fileExtensionOf, hasPathSeparator, pathInFileNameText } from './fileNames';

describe('file names of uploads', () => {
  it.each([
    ['акт.pdf', false],
    ['../акт.pdf', true],
    ['папка/акт.pdf', true],
    ['C:\\Users\\акт.pdf', true],
    ['..\\акт.pdf', true],
    ['акт .pdf', false],
    ['акт:1.pdf', false],
  ])('%s has a path separator: %s', (name, expected) => {
    expect(hasPathSeparator(name)).toBe(expected);
  });

  it('says in Russian which file and which characters', () => {
    expect(pathInFileNameText('a/b.pdf')).toBe('Файл «a/b.pdf» не загружен: имя файла не должно содержать символы «/» и «\\»');
  });

  it.each([
    ['Акт.PDF', 'pdf'],
    ['архив.tar.gz', 'gz'],
    ['без расширения', ''],
    ['.xml', 'xml'],
    ['точка.', ''],
  ])('extension of %s is %s', (name, extension) => {
    expect(fileExtensionOf(name)).toBe(extension);
  });
});
