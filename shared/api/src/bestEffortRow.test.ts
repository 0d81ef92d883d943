import { bestEffortRow, fillFrom, isEmptyValue } from './bestEffortRow';
import { lenientId, lenientNumber, lenientText, nullableNumber } from './lenient';
import { rewardSchema } from './rewards/rewardListItem';
import { z } from './zod';

const rowSchema = z.object({ id: lenientId, name: lenientText, amount: nullableNumber, count: lenientNumber });

describe('bestEffortRow', () => {
  const read = bestEffortRow(rowSchema, { required: ['id'], empty: { count: 0 } });

  it('reads each field on its own: a failed one takes its missing value, the others are kept', () => {
    expect(read({ id: 1, name: { odd: true }, amount: '12,5', count: 'много' })).toEqual({ id: 1, name: '', amount: 12.5, count: 0 });
    expect(read({ id: 'a', name: 7, amount: [], count: '3' })).toEqual({ id: 'a', name: '7', amount: null, count: 3 });
  });

  it.each([[{ name: 'x' }], [{ id: '' }], [{ id: { odd: true } }], [{}], [[1]], ['row'], [null]])('drops %j: a required field failed or nothing is there', (raw) => {
    expect(read(raw)).toBeNull();
  });

  it('gives a field what its salvage still reads from a refused value', () => {
    const salvaged = bestEffortRow(rowSchema, { required: ['id'], empty: { count: 0 }, salvage: { count: (value) => (Array.isArray(value) ? value.length : undefined) } });
    expect(salvaged({ id: 1, count: [1, 2] })?.count).toBe(2);
    expect(salvaged({ id: 1, count: 'много' })?.count).toBe(0);
  });

  it('refuses, when made, a field that has no missing value and is neither required nor given an empty one', () => {
    expect(() => bestEffortRow(rowSchema, { required: ['id'] })).toThrow("'count' refuses a missing value");
  });

  it('carries a field added to a copy of rewardSchema with no other edit (docs/development.md "Adding a response field")', () => {
    const withPaymentDate = z.object({ ...rewardSchema.shape, paymentDate: lenientText });
    const odd = { id: 5, paymentDate: '2025-07-01', amount: { odd: true } };
    expect(z.safeParse(withPaymentDate, odd).success).toBe(false);
    expect(bestEffortRow(withPaymentDate, { required: ['id'] })(odd)).toMatchObject({ id: 5, paymentDate: '2025-07-01', amount: null });
    const detail = z.parse(withPaymentDate, { id: 5 });
    const listed = z.parse(withPaymentDate, { id: 5, paymentDate: '2025-07-01', number: 'В-5' });
    expect(fillFrom(detail, listed)).toMatchObject({ paymentDate: '2025-07-01', number: 'В-5' });
  });
});

describe('fillFrom', () => {
  const listed = { id: 1, name: 'Из списка', amount: 100 as number | null, status: { code: 'PAID', name: 'Оплачено' }, lines: ['a'] };

  it('fills each field the detail leaves empty from the listed row', () => {
    expect(fillFrom({ id: 1, name: '', amount: null, status: { code: '', name: '' }, lines: [] as string[] }, listed)).toEqual({ ...listed, lines: [] });
  });

  it('keeps the detail’s own values: a zero, false, a partly set object, a list', () => {
    const detail = { id: 1, name: 'Своё', amount: 0, status: { code: 'AGREED', name: '' }, lines: ['b'] };
    expect(fillFrom(detail, listed)).toEqual(detail);
  });

  it('is the detail itself without a listed row', () => {
    const detail = { ...listed, name: '' };
    expect(fillFrom(detail, undefined)).toBe(detail);
  });
});

describe('isEmptyValue', () => {
  it.each([[''], [null], [undefined], [{}], [{ code: '', name: null }], [{ document: { name: '' } }]])('%j is empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([[0], [false], ['—'], [[]], [{ code: 'A', name: '' }]])('%j is a value', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});
