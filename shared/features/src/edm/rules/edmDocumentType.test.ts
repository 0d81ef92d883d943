import { documentTypeName } from './edmDocumentType';

const types = [
  { id: 1, name: 'Акт сверки' },
  { id: '2', name: 'Уведомление об уступке' },
];

describe('an EDM document type in words', () => {
  it.each<[string, Parameters<typeof documentTypeName>[0], string]>([
    ['its own name first', { factDocumentType: { id: 1, name: 'Свой' } }, 'Свой'],
    ['by id from GET /edm/type (spec §3: id only)', { factDocumentType: { id: '1', name: '' } }, 'Акт сверки'],
    ['a numeric id against a string one', { factDocumentType: { id: 2, name: '' } }, 'Уведомление об уступке'],
    ['an id the list does not have', { factDocumentType: { id: 9, name: '' } }, ''],
    ['no type', { factDocumentType: null }, ''],
  ])('%s', (_case, doc, name) => {
    expect(documentTypeName(doc, types)).toBe(name);
  });

  it('before the types have loaded', () => {
    expect(documentTypeName({ factDocumentType: { id: 1, name: '' } }, undefined)).toBe('');
  });
});
