import { defaultReportState, reportStateFromParams, reportStateToParams } from './reportUrl';

const KINDS = ['supplies', 'arrears', 'repaid', 'incoming', 'income', 'yield'] as const;

describe('report state ⇄ URL', () => {
  it.each([
    ['', defaultReportState('supplies')],
    ['report=repaid', defaultReportState('repaid')],
    ['report=yield&regress=false&debtor=2106&page=3', { ...defaultReportState('yield'), regress: false, debtorId: 2106, page: 2 }],
    ['debtPaym=true&contract=572&sort=amount&dir=asc', { ...defaultReportState('supplies'), debtPaym: true, contractNum: '572', sortBy: 'amount', sortDesc: false }],
    ['report=incoming&contractName=%D0%A1%D0%B5%D0%B2%D0%B5%D1%80', { ...defaultReportState('incoming'), contractName: 'Север' }],
  ])('reads %p and writes it back', (query, state) => {
    const read = reportStateFromParams(new URLSearchParams(query), KINDS);
    expect(read).toEqual(state);
    expect(reportStateFromParams(reportStateToParams(read, KINDS), KINDS)).toEqual(read);
  });

  it.each([
    ['report=debtorSupplies', 'kind', 'supplies'],
    ['report=repaid&sort=invoiceDate', 'sortBy', 'shipDate'],
    ['page=0', 'page', 0],
    ['page=abc', 'page', 0],
    ['debtor=-4', 'debtorId', null],
    ['regress=maybe', 'regress', null],
  ] as const)('falls back to the default for %p', (query, field, value) => {
    expect(reportStateFromParams(new URLSearchParams(query), KINDS)[field]).toEqual(value);
  });
});
