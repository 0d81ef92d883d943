import { edmPaths } from './edm/edmPaths';
import { eventPaths, eventsApiPrefixOf } from './events/eventPaths';
import { reportPaths } from './reports/reportPaths';

/** Call paths per cabinet (spec §7, CONTRACT.md): which prefix each scope uses, and ids encoded. */
describe('events paths', () => {
  it('LKK and LKP call /lkk/…, LKD /lkd/…', () => {
    expect(eventsApiPrefixOf('LKK')).toBe('lkk');
    expect(eventsApiPrefixOf('LKP')).toBe('lkk');
    expect(eventsApiPrefixOf('LKD')).toBe('lkd');
  });

  it('builds every call under the prefix, with ids encoded', () => {
    expect([
      eventPaths.categories('lkd'),
      eventPaths.list('lkk'),
      eventPaths.status('lkk'),
      eventPaths.critical('lkd'),
      eventPaths.calendarDay('lkk', '2026-03-01'),
      eventPaths.setVisible('lkd', 'a/b'),
      eventPaths.addFile('lkk', 7),
      eventPaths.deleteFile('lkd', 8),
      eventPaths.requirements(9),
      eventPaths.newEvents('lkd'),
      eventPaths.clearNewEvents('lkk'),
      eventPaths.eventGroups(),
      eventPaths.eventGroup(),
      eventPaths.eventOrder('lkd', 3),
      eventPaths.eventOrderDownload('lkk', 'f 1'),
    ]).toEqual([
      'lkd/events/categories',
      'lkk/events',
      'lkk/events/status',
      'lkd/events/critical',
      'lkk/events/calendar/2026-03-01',
      'lkd/events/a%2Fb/set-visible',
      'lkk/event/7/add-file',
      'lkd/event/8/delete-file',
      'lkd/event/9/requirements',
      'lkd/events/new',
      'lkk/events/new/clear',
      'lkk/dashboard/eventGroups',
      'lkk/dashboard/eventGroup',
      'lkd/event-order/3',
      'lkk/event-order/download/f%201',
    ]);
  });
});

describe('EDM paths', () => {
  it('builds the calls of spec §7, with the direction and file id encoded', () => {
    expect([
      edmPaths.list(),
      edmPaths.types(),
      edmPaths.statuses('INBOX' as never),
      edmPaths.download(),
      edmPaths.delete(),
      edmPaths.save(),
      edmPaths.sign(),
      edmPaths.check(),
      edmPaths.refuse(),
      edmPaths.file('12/3'),
    ]).toEqual([
      'edm/all',
      'edm/type',
      'edm/statuses/?type=INBOX',
      'edm/download',
      'edm/delete',
      'edm/save',
      'edm/sign',
      'edm/check',
      'edm/refuse',
      'binary/12%2F3',
    ]);
    expect(edmPaths.statuses('a&b' as never)).toBe('edm/statuses/?type=a%26b');
  });
});

describe('report paths', () => {
  it('uses the cabinet only for the arrears calls and the repaid Excel', () => {
    expect(reportPaths('arrears', 'lkp')).toEqual({ list: 'lkp/report/ARREARS', excel: 'lkp/report/ARREARS/excel' });
    expect(reportPaths('repaid', 'lkp')).toEqual({ list: 'lkk/report/PAY_RES', excel: 'lkp/report/PAY_RES/excel' });
    expect(reportPaths('repaid', 'lkk')).toEqual({ list: 'lkk/report/PAY_RES', excel: 'lkk/report/PAY_RES/excel' });
  });

  it('sends every other report of LKK and LKP to /lkk/…, the debtor report to /lkd/…', () => {
    for (const cabinet of ['lkk', 'lkp'] as const) {
      expect(reportPaths('supplies', cabinet)).toEqual({ list: 'lkk/report/SUPPLE_PAGINATION', excel: null });
      expect(reportPaths('incoming', cabinet)).toEqual({ list: 'lkk/report/REP_IN_PAY', excel: 'lkk/report/REP_IN_PAY/excel' });
      expect(reportPaths('income', cabinet)).toEqual({ list: 'lkk/report/income_statement', excel: 'lkk/report/INCOME_STATEMENT/excel' });
      expect(reportPaths('yield', cabinet)).toEqual({ list: 'lkk/report/YIELD', excel: 'lkk/report/YIELD/excel' });
    }
    expect(reportPaths('debtorSupplies', 'lkd' as never)).toEqual({ list: 'lkd/report/SUPPLE', excel: null });
  });
});
