import { parseReportPage, reportRowBestEffort, REPORT_ROW_FIELDS } from './index';

/** Spec §3 report answers `{items, total}`, read row by row (ARCHITECTURE rule 9). */
describe('parseReportPage', () => {
  it('reads rows as the spec sends them: numbers from strings, unknown fields left out, missing ones empty', () => {
    const { page, odd } = parseReportPage('supplies', {
      items: [{ id: 1, invoiceNum: 110050, invoiceDate: '2025-05-05', amount: '2 302 745,19', paidAmount: 1197427.5, delayDays: '3', extra: true }],
      total: '25',
    });
    expect(page).toEqual({
      items: [{ id: '1', invoiceNum: '110050', invoiceDate: '2025-05-05', dueDate: '', debtor: '', contractNum: '', registryNumber: '', amount: 2302745.19, paidAmount: 1197427.5, debtAmount: null, delayDays: 3 }],
      total: 25,
      totals: null,
    });
    expect(odd).toEqual([]);
  });

  it('keeps an odd row as best it can and names it for the log; rows without fields are dropped', () => {
    const { page, odd } = parseReportPage('repaid', { items: [{ id: 2, amount: 'много', payNum: ['x'], payDate: '2025-06-01' }, 'строка'], total: 2 });
    expect(page.items).toEqual([{ id: '2', shipDate: '', invoiceNum: '', debtor: '', contractNum: '', amount: null, payDate: '2025-06-01', payNum: '', payAmount: null, restAmount: null }]);
    expect(odd.map(({ index, shown }) => [index, shown])).toEqual([
      [0, true],
      [1, false],
    ]);
  });

  it('counts the rows received when the total is missing or unreadable', () => {
    expect(parseReportPage('arrears', { items: [{ id: 1 }, { id: 2 }] }).page.total).toBe(2);
    expect(parseReportPage('arrears', { items: [{ id: 1 }], total: 'все' }).page.total).toBe(1);
    expect(parseReportPage('arrears', { items: [], total: 0 }).page.total).toBe(0);
  });

  it('reads the yield totals, each sum on its own; none at all is no totals row', () => {
    const rows = [{ id: 1, regress: 'true', comm1VatAmount: '10,5' }];
    const withSums = parseReportPage('yield', { items: rows, total: 1, comm1NoneVatAmountSum: '100', comm1VatAmountSum: 'нет', comm3VatAmountSum: 7 });
    expect(withSums.page.items[0]).toMatchObject({ regress: true, comm1VatAmount: 10.5, days: null });
    expect(withSums.page.totals).toEqual({ comm1NoneVatAmountSum: 100, comm1VatAmountSum: null, comm2NoneVatAmountSum: null, comm2VatAmountSum: null, comm3NoneVatAmountSum: null, comm3VatAmountSum: 7 });
    expect(parseReportPage('yield', { items: rows, total: 1 }).page.totals).toBeNull();
    // Only the yield report has totals.
    expect(parseReportPage('supplies', { items: [], total: 0, comm1NoneVatAmountSum: 100 }).page.totals).toBeNull();
  });

  it('reads a missing regress as unknown, not as "no"', () => {
    expect(parseReportPage('yield', { items: [{ id: 1 }], total: 1 }).page.items[0]?.regress).toBeNull();
    expect(parseReportPage('yield', { items: [{ id: 1, regress: false }], total: 1 }).page.items[0]?.regress).toBe(false);
  });

  it('refuses an answer with no list at all', () => {
    expect(() => parseReportPage('income', { total: 3 })).toThrow();
  });
});

describe('reportRowBestEffort', () => {
  it('fills every field of the report: what it can read, the rest empty by type', () => {
    const row = reportRowBestEffort('incoming', { amount: { odd: true }, payer: 'ООО "Север"', datePayment: null });
    expect(Object.keys(row ?? {})).toEqual(Object.keys(REPORT_ROW_FIELDS.incoming));
    expect(row).toMatchObject({ amount: null, payer: 'ООО "Север"', datePayment: '', purpose: '' });
  });

  it.each([[null], [[]], [{}], ['строка']])('shows nothing for %j', (raw) => {
    expect(reportRowBestEffort('income', raw)).toBeNull();
  });
});
