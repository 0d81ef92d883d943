import { z } from 'zod/mini';
import { parseRows } from '../listAnswer';
import { parseSupplies, readPlainSupply } from './parseSupplies';
import { supplyBestEffort, supplySchema } from './supply';

const plain = { id: 17, supplyAmount: 1500.5, verificationDebtor: true, prime: true, active: false, financing: false, checked: true, invalid: false, supplyDate: '2025-06-01', dueDate: '2025-07-01', updDocument: { document: { id: 5, name: 'УПД № 10017' } }, deferralDays: 30 };

/** Rows a server may send: the plain shape, each lenient variant, and odd ones. */
const VARIANTS: unknown[] = [
  plain,
  { id: 'a1', supplyAmount: '1 500,50' },
  { id: 1, supplyAmount: ' 2 302 745,19 ', financing: 'true', checked: 1, invalid: 0, prime: 'FALSE', active: 'True' },
  { id: 1, supplyAmount: 5, supplyDate: 20250601, dueDate: true, updDocument: null },
  { id: 1, supplyAmount: 5, updDocument: { document: null } },
  { id: 1, supplyAmount: 5, updDocument: { document: { name: 7 } } },
  { id: 1, supplyAmount: 5, verificationDebtor: null, prime: undefined },
  { id: 1, supplyAmount: 5, prime: 'да' },
  { id: 1, supplyAmount: 5, financing: 2 },
  { id: 1, supplyAmount: 5, supplyDate: { day: 1 } },
  { id: 1, supplyAmount: 5, updDocument: 'УПД' },
  { id: 1, supplyAmount: 5, updDocument: { document: 'УПД' } },
  { id: 1, supplyAmount: 5, updDocument: [] },
  { id: 1, supplyAmount: 'много' },
  { id: 1, supplyAmount: '' },
  { id: 1, supplyAmount: null },
  { id: 1 },
  { id: '', supplyAmount: 1 },
  { id: null, supplyAmount: 1 },
  { id: true, supplyAmount: 1 },
  { supplyAmount: 1 },
  [1, 2],
  null,
  'поставка',
];

describe('parseSupplies: one pass over a large supplies answer, read as supplySchema reads it', () => {
  it.each(VARIANTS.map((row) => [JSON.stringify(row), row]))('reads %s as the schema does', (_shown, row) => {
    expect(parseSupplies([row])).toEqual(parseRows([row], supplySchema, supplyBestEffort));
  });

  it('reads plain rows without the schema, and leaves every other row to it', () => {
    expect(readPlainSupply(plain)).toEqual(z.parse(supplySchema, plain));
    expect(readPlainSupply({ id: 1, supplyAmount: '1 500,50', financing: 'true' })).toMatchObject({ supplyAmount: 1500.5, financing: true });
    expect(readPlainSupply({ id: 1, supplyAmount: 5, prime: 'да' })).toBeNull();
    expect(readPlainSupply({ id: 1 })).toBeNull();
  });

  it('keeps the order and reports an odd row by its index in the whole list', () => {
    const { rows, odd } = parseSupplies([plain, { id: 2, supplyAmount: 'много' }, { supplyAmount: 3 }, { ...plain, id: 4 }]);
    expect(rows.map((row) => row.id)).toEqual([17, 2, 4]);
    expect(rows[1]!.supplyAmount).toBe(0);
    expect(odd.map(({ index, shown }) => ({ index, shown }))).toEqual([
      { index: 1, shown: true },
      { index: 2, shown: false },
    ]);
    expect(odd[0]!.problem).toMatch(/supplyAmount/);
  });

  it('reads 50 000 plain rows, each as the schema would', () => {
    const list = Array.from({ length: 50_000 }, (_, index) => ({ ...plain, id: index + 1, supplyAmount: index % 9 === 0 ? '1500.50' : 1500.5 }));
    const { rows, odd } = parseSupplies(list);
    expect(rows).toHaveLength(50_000);
    expect(odd).toEqual([]);
    expect(list.every((row) => readPlainSupply(row) !== null)).toBe(true);
    for (const index of [0, 1, 9, 49_999]) expect(rows[index]).toEqual(z.parse(supplySchema, list[index]));
  });
});
