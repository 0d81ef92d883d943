import type { Supply } from '@portal/api';
import { isInvalidSupply, suppliesNamedByErrors, withInvalidity } from './invalidSupplies';
import { invalidFirst } from './supplySelection';

function supply(id: number | string, patch: Partial<Supply> = {}): Supply {
  return { id, supplyAmount: 1, verificationDebtor: true, prime: false, active: false, financing: false, checked: false, invalid: false, supplyDate: '', dueDate: '', updDocument: { document: { name: '' } }, ...patch };
}

const clues = (invalided: boolean, named: string[] = []) => ({ invalided, named: new Set(named) });

describe('which supplies are invalid (spec §4, from spec fields)', () => {
  it.each<[string, Supply, ReturnType<typeof clues>, boolean]>([
    ['a verified supply of a clean registry', supply(1), clues(false), false],
    ['an unverified supply of a clean registry', supply(1, { verificationDebtor: false }), clues(false), false],
    ['an unverified supply of an invalided registry', supply(1, { verificationDebtor: false }), clues(true), true],
    ['a verified supply of an invalided registry', supply(1), clues(true), false],
    ['a supply a validation error names', supply(17), clues(false, ['17']), true],
    ['a string id named as a number', supply('17'), clues(false, ['17']), true],
    ["the server's own invalid flag", supply(1, { invalid: true }), clues(false), true],
  ])('%s: %s', (_case, row, given, invalid) => {
    expect(isInvalidSupply(row, given)).toBe(invalid);
  });

  it('reads the supply of an error row from supplyId, else id', () => {
    const error = (id: string | number | null, supplyId: string | number | null) => ({ id, supplyId, field: '', message: 'x' });
    expect([...suppliesNamedByErrors([error(1, null), error(2, 'a1'), error(null, null)])]).toEqual(['1', 'a1']);
  });

  it('moves them to the top without an invalid field in the answer', () => {
    const rows = withInvalidity([supply('a'), supply('b', { verificationDebtor: false }), supply('c'), supply('d')], clues(true, ['d']));
    expect(invalidFirst(rows).map((row) => row.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('without clues keeps each supply as sent, its own invalid flag deciding', () => {
    const sent = [supply('a'), supply('b', { invalid: true, verificationDebtor: false }), supply('c', { verificationDebtor: false })];
    const rows = withInvalidity(sent, clues(false, []));
    expect(rows).toBe(sent);
    expect(invalidFirst(rows).map((row) => row.id)).toEqual(['b', 'a', 'c']);
  });
});
