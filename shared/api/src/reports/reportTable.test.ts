import { CLIENT_REPORT_KINDS, type ReportKind } from './reportKinds';
import { REPORT_TABLE, reportSortFields, type ReportTableRow } from './reportTable';

const rows = Object.entries(REPORT_TABLE) as [ReportKind, ReportTableRow][];

describe('REPORT_TABLE: one row per report of spec §1', () => {
  it('holds the six client reports and the debtor supplies report, nothing else', () => {
    expect(rows.map(([kind]) => kind).sort()).toEqual([...CLIENT_REPORT_KINDS, 'debtorSupplies'].sort());
  });

  it.each(rows)('%s: each column once, the default sort one of its sortable columns', (_kind, row) => {
    const fields = row.columns.map((column) => column.field);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields).not.toContain('id');
    expect(row.columns.some((column) => column.sort === row.defaultSort)).toBe(true);
  });

  it('offers the sort fields a report accepts, default first, each once', () => {
    expect(reportSortFields('repaid')).toEqual(['shipDate', 'debtor', 'payDate', 'payAmount']);
    expect(reportSortFields('income')).toEqual(['opDate', 'operation', 'amount']);
    for (const [kind] of rows) expect(new Set(reportSortFields(kind)).size).toBe(reportSortFields(kind).length);
  });
});
