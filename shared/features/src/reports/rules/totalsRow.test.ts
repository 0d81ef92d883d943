import type { YieldTotals } from '@portal/api';
import { REPORT_DEFINITIONS } from './reportDefinitions';
import { totalsRowOf } from './totalsRow';

const TOTALS: YieldTotals = {
  comm1NoneVatAmountSum: 100.5,
  comm1VatAmountSum: 0,
  comm2NoneVatAmountSum: 2000,
  comm2VatAmountSum: 400,
  comm3NoneVatAmountSum: 3000.25,
  comm3VatAmountSum: null,
};

describe('the yield totals row (spec §3)', () => {
  it('puts «Итого» over the columns before the first sum and each sum under its column', () => {
    const cells = totalsRowOf(REPORT_DEFINITIONS.yield.columns, TOTALS);
    const first = REPORT_DEFINITIONS.yield.columns.findIndex((column) => column.field === 'comm1NoneVatAmount');
    expect(cells[0]).toEqual({ key: 'label', value: null, summed: false, colSpan: first, label: 'Итого' });
    expect(cells.slice(1).every((cell) => cell.summed)).toBe(true);
    expect(cells.slice(1).map((cell) => [cell.key, cell.value])).toEqual([
      ['comm1NoneVatAmount', 100.5],
      ['comm1VatAmount', 0],
      ['comm2NoneVatAmount', 2000],
      ['comm2VatAmount', 400],
      ['comm3NoneVatAmount', 3000.25],
      ['comm3VatAmount', null],
    ]);
    expect(cells.reduce((sum, cell) => sum + cell.colSpan, 0)).toBe(REPORT_DEFINITIONS.yield.columns.length);
  });

  it.each([
    ['a sum column first', [{ field: 'comm2VatAmount', label: 'x', type: 'money' as const }, { field: 'debtor', label: 'y', type: 'text' as const }], [['label', null, 1]]],
    ['a text column between sums', [{ field: 'a', label: 'a', type: 'text' as const }, { field: 'comm1VatAmount', label: 'b', type: 'money' as const }, { field: 'note', label: 'c', type: 'text' as const }], [['label', null, 1], ['comm1VatAmount', 0, 1], ['note', null, 1]]],
    ['no sum columns', [{ field: 'a', label: 'a', type: 'text' as const }], []],
  ])('%s', (_name, columns, expected) => {
    const cells = totalsRowOf(columns, TOTALS).map((cell) => [cell.key, cell.value, cell.colSpan]);
    if (expected.length === 0) expect(cells).toEqual([]);
    else expect(cells.slice(0, expected.length)).toEqual(expected);
  });
});
