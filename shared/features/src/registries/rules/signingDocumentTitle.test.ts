import { signingDocumentTitle } from './signingDocumentTitle';

describe('signingDocumentTitle', () => {
  it.each([
    [{ name: 'Реестр уступки 7004 от 01.12.2026.xlsx', type: 'registryFile', registry: true }, 'Реестр уступки 7004 от 01.12.2026.xlsx'],
    [{ name: '', type: 'registryFile', registry: true }, 'Реестр уступки'],
    [{ name: '', type: 'financingFile', registry: false }, 'Заявка на финансирование'],
    [{ name: '', type: 'SOME_CODE', registry: true }, 'Реестр уступки'],
    [{ name: '', type: 'SOME_CODE', registry: false }, 'Документ на подпись'],
    [{ name: '', type: '', registry: false }, 'Документ на подпись'],
  ])('%o → %s (a server type code is never shown)', (document, title) => {
    expect(signingDocumentTitle(document)).toBe(title);
  });
});
