import { isInvoiceGroup, newEventTable } from './newEventTable';

const table = (name: string, value: unknown) => newEventTable({ headers: [{ name, text: name }], tableItems: [{ [name]: value }] }).rows[0]?.[0];

describe('new-event table formatting (spec §3 money and date fields, §9 formats)', () => {
  it.each([
    ['invoiceAmount', 1234567.5, '1 234 567,50'],
    ['debtAmount', '1500000.00', '1 500 000'],
    ['backJrnAmount', 0, '0'],
    ['finDebtAmount', 99.9, '99,90'],
    ['financingAmount', 1000, '1 000'],
    ['financingAmount2', '2500.25', '2 500,25'],
    ['suppDebtAmount', null, '0'],
    ['payAmount', 12.345, '12,35'],
  ])('money field %s: %j → %s', (field, value, shown) => {
    expect(table(field, value)).toBe(shown);
  });

  it.each([
    ['contractDate', '2025-05-12', '12.05.2025'],
    ['shipDate', '2025-01-03T10:00:00.000Z', '03.01.2025'],
    ['supplyDate', '2024-12-31', '31.12.2024'],
    ['delayDate', '2025-02-28', '28.02.2025'],
    ['regrDate', '12.05.2025', '12.05.2025'],
    ['eventDate', '2025-05-01', '01.05.2025'],
    ['jourDate', '2025-04-30T23:00:00', '30.04.2025'],
    ['payDate', '2025-06-15', '15.06.2025'],
    ['startDelayDate', '2025-03-01', '01.03.2025'],
    ['endDelayDate', null, '—'],
    ['endDelayDate', 'не дата', '—'],
  ])('date field %s: %j → %s', (field, value, shown) => {
    expect(table(field, value)).toBe(shown);
  });

  it('keeps other fields as text, columns in the headers’ order, a missing cell «—» (money 0)', () => {
    const result = newEventTable({
      headers: [
        { name: 'contractFactNum', text: 'Договор' },
        { name: 'debtAmount', text: 'Сумма долга' },
      ],
      tableItems: [{ debtAmount: 10, contractFactNum: 'ДФ-1' }, { contractFactNum: 7 }, { contractFactNum: null }],
    });
    expect(result.columns.map((column) => column.text)).toEqual(['Договор', 'Сумма долга']);
    expect(result.rows).toEqual([
      ['ДФ-1', '10'],
      ['7', '0'],
      ['—', '0'],
    ]);
  });

  it.each([
    ['Оплата счета', true],
    [' Оплата счета ', true],
    ['Просроченная задолженность', false],
  ])('%j is the invoice group: %s', (eventGroupName, expected) => {
    expect(isInvoiceGroup({ eventGroupName })).toBe(expected);
  });
});
