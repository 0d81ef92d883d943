import { documentsToSign } from './signingSelection';

const listed = [
  { id: 1, status: 'Требуется подпись' },
  { id: '2', status: 'На подписи' },
  { id: 3, status: 'Подписан' },
  { id: 4, status: 'Отказано в подписи' },
  { id: 5, status: 'Требуется подпись' },
  { id: 6, status: 'Отправлен' },
];

describe('what goes to signing (spec §4: only ticked documents in a signable status)', () => {
  it.each<[string, string[], Array<number | string>]>([
    ['nothing ticked', [], []],
    ['one to sign', ['1'], [1]],
    ['to sign and on signing, in list order', ['5', '2', '1'], [1, '2', 5]],
    ['signed and refused are left out', ['1', '3', '4'], [1]],
    ['only unsignable ticked', ['3', '6'], []],
    ['unticked signable ones stay out', ['2'], ['2']],
    ['a tick of a document not listed (another page) is ignored', ['99', '5'], [5]],
  ])('%s', (_case, ticked, expected) => {
    expect(documentsToSign(listed, new Set(ticked)).map((doc) => doc.id)).toEqual(expected);
  });
});
