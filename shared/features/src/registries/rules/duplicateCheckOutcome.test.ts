import type { OriginalDocument } from '@portal/api';
import { duplicateCheckOutcome } from './duplicateCheckOutcome';

const valid: OriginalDocument = { id: 1, name: 'a.pdf', valid: true };
const invalid: OriginalDocument = { id: 2, name: 'b.pdf', valid: false };

describe('duplicate check branches of spec §4', () => {
  it.each([
    ['error 0 with duplicates warns and reloads the lists', { error: 0, duplicates: 3 }, [valid], false, { kind: 'duplicates', warning: 'В реестре есть поставки переданные ранее', reload: 'lists' }],
    ['error 0 with duplicates, validated', { error: 0, duplicates: 1 }, [], true, { kind: 'duplicates', warning: 'В реестре есть поставки переданные ранее', reload: 'lists' }],
    ['error 0, none, a valid original, not validated: generate', { error: 0, duplicates: 0 }, [invalid, valid], false, { kind: 'clean', reload: 'filesAndSupplies', generate: true }],
    ['error 0, none, a valid original, validated: reload only', { error: 0, duplicates: 0 }, [valid], true, { kind: 'clean', reload: 'filesAndSupplies', generate: false }],
    ['error 0, none, no valid original: reload only', { error: 0, duplicates: 0 }, [invalid], false, { kind: 'clean', reload: 'filesAndSupplies', generate: false }],
    ['error 0, none, no originals: reload only', { error: 0, duplicates: 0 }, [], false, { kind: 'clean', reload: 'filesAndSupplies', generate: false }],
    ['error 2001 warns of wrong data', { error: 2001, duplicates: 0 }, [valid], false, { kind: 'wrongData', warning: 'В реестре указаны неверные данные' }],
    ['error 2001 with duplicates still warns of wrong data', { error: 2001, duplicates: 2 }, [], false, { kind: 'wrongData', warning: 'В реестре указаны неверные данные' }],
    ['another error code is not acted on', { error: 7, duplicates: 0 }, [valid], false, { kind: 'otherError', code: 7 }],
  ])('%s', (_name, check, originals, validated, outcome) => {
    expect(duplicateCheckOutcome(check, originals, validated)).toEqual(outcome);
  });
});
