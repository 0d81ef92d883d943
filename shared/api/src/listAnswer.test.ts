import { z } from 'zod/mini';
import { lenientText } from './lenient';
import { parseRows, rowsOf, textField } from './listAnswer';

const row = z.object({ id: z.number(), name: lenientText });
const bestEffort = (raw: unknown) => (textField(raw, 'name') ? { id: -1, name: textField(raw, 'name') } : null);

describe('parseRows: one odd row never empties a list', () => {
  it('keeps good rows, shows an odd one as best it can and drops one with nothing usable, reporting both', () => {
    const parsed = parseRows([{ id: 1, name: 'a' }, { id: 'x', name: 'b' }, 42, { id: 3 }], row, bestEffort);
    expect(parsed.rows).toEqual([{ id: 1, name: 'a' }, { id: -1, name: 'b' }, { id: 3, name: '' }]);
    expect(parsed.odd.map(({ index, shown }) => [index, shown])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(parsed.odd[0]?.problem).toMatch(/^id: /);
  });

  it('finds the list inside a wrapper object and refuses an answer with none', () => {
    expect(rowsOf({ content: [1] })).toEqual([1]);
    expect(rowsOf({ items: [2], total: 1 })).toEqual([2]);
    expect(() => parseRows({ total: 0 }, row, bestEffort)).toThrow('The answer holds no list');
  });
});
