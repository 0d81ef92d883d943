import { reportFilterSchemas } from '@portal/api';
import { reportRequestOf } from './reportRequest';
import { defaultReportState, type ReportState } from './reportUrl';

const PAGE = { sortDesc: true, page: 0, size: 10, pagination: true };

describe('filter → request body (spec §3, CONTRACT.md)', () => {
  it.each<[string, Partial<ReportState> & Pick<ReportState, 'kind'>, Record<string, unknown>]>([
    ['supplies by default: invoiceDate descending, repaid hidden, all debtors', { kind: 'supplies' }, { ...PAGE, sortBy: 'invoiceDate', debtPaym: false, contractNum: null, debtorId: null }],
    ['supplies with «Отображать», a debtor, a contract and page 3', { kind: 'supplies', debtPaym: true, debtorId: 2106, contractNum: ' 572/23 ', page: 2 }, { ...PAGE, page: 2, sortBy: 'invoiceDate', debtPaym: true, contractNum: '572/23', debtorId: 2106 }],
    ['supplies sorted by amount ascending', { kind: 'supplies', sortBy: 'amount', sortDesc: false }, { ...PAGE, sortDesc: false, sortBy: 'amount', debtPaym: false, contractNum: null, debtorId: null }],
    ['arrears', { kind: 'arrears', debtorId: 7 }, { ...PAGE, sortBy: 'delayDays', contractNum: null, debtorId: 7 }],
    ['repaid claims: shipDate descending', { kind: 'repaid' }, { ...PAGE, sortBy: 'shipDate', contractNum: null, debtorId: null }],
    ['incoming payments: datePayment descending, contract number and name', { kind: 'incoming', contractNum: 'CF', contractName: 'Север', debtorId: 9 }, { ...PAGE, sortBy: 'datePayment', contractNum: 'CF', contractName: 'Север' }],
    ['income statement', { kind: 'income', contractNum: '' }, { ...PAGE, sortBy: 'opDate', contractNum: null, debtorId: null }],
    ['yield, both kinds', { kind: 'yield' }, { ...PAGE, sortBy: 'financingDate', debtorId: null, regress: null }],
    ['yield with regress and a debtor', { kind: 'yield', regress: true, debtorId: 3, contractNum: 'ignored' }, { ...PAGE, sortBy: 'financingDate', debtorId: 3, regress: true }],
    ['yield without regress', { kind: 'yield', regress: false }, { ...PAGE, sortBy: 'financingDate', debtorId: null, regress: false }],
    ['the debtor’s supplies (no debtor field)', { kind: 'debtorSupplies', debtPaym: true, debtorId: 5 }, { ...PAGE, sortBy: 'invoiceDate', debtPaym: true, contractNum: null }],
  ])('%s', (_name, change, expected) => {
    const body = reportRequestOf({ ...defaultReportState(change.kind), ...change });
    expect(body).toEqual(expected);
    expect(reportFilterSchemas[change.kind].safeParse(body).success).toBe(true);
  });

  it('refuses a sort field the report does not have (strict request schema)', () => {
    expect(() => reportRequestOf({ ...defaultReportState('repaid'), sortBy: 'invoiceDate' })).toThrow();
  });
});
