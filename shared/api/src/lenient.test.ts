import { z } from 'zod/mini';
import { booleanOr, lenientBoolean, lenientNumber, lenientText, nullableNumber, nullableText } from './lenient';
import { limitsResponseSchema, mandateExpirySchema } from './limits';
import { systemColorsSchema } from './startup';
import { userSchema } from './user';

const parse = <T>(schema: z.core.$ZodType<T>, value: unknown) => z.safeParse(schema, value);

describe('lenient answer pieces (ARCHITECTURE rule 9)', () => {
  it.each<[unknown, number]>([
    [12, 12],
    ['12', 12],
    [' 1 500,50 ', 1500.5],
    ['-3.25', -3.25],
  ])('lenientNumber reads %j as %d', (value, expected) => {
    expect(parse(lenientNumber, value)).toEqual({ success: true, data: expected });
  });

  it.each([['abc'], [''], [null], [true]])('lenientNumber refuses %j', (value) => {
    expect(parse(lenientNumber, value).success).toBe(false);
  });

  it('nullableNumber, lenientText, nullableText and booleans accept what the spec leaves open', () => {
    expect([undefined, null, '', '7', 7].map((value) => parse(nullableNumber, value).data)).toEqual([null, null, null, 7, 7]);
    expect([undefined, null, 'a', 5, false].map((value) => parse(lenientText, value).data)).toEqual(['', '', 'a', '5', 'false']);
    expect([undefined, '', 'x'].map((value) => parse(nullableText, value).data)).toEqual([null, null, 'x']);
    expect([true, 'false', 'TRUE', 1, 0].map((value) => parse(lenientBoolean, value).data)).toEqual([true, false, true, true, false]);
    expect([undefined, null, 'true'].map((value) => parse(booleanOr(false), value).data)).toEqual([false, false, true]);
  });
});

describe('answer schemas read only what the portal uses', () => {
  it('reads a user with ids as strings, missing optional fields, unknown systems and extra fields', () => {
    const user = parse(userSchema, { id: '7', username: 'supplier', scope: 'lkk', availableSystems: ['LKK', 'XYZ', 'lkp'], clientId: '12', extra: { a: 1 } });
    expect(user.data).toMatchObject({ id: '7', scope: 'LKK', availableSystems: ['LKK', 'LKP'], clientId: 12, fio: '', email: '', hasActualPassword: true, currentLoginTime: null });
  });

  it('gives a user without availableSystems their own scope, and forces the password only on an explicit false', () => {
    expect(parse(userSchema, { id: 1, username: 'u', scope: 'LKD' }).data).toMatchObject({ availableSystems: ['LKD'], hasActualPassword: true });
    expect(parse(userSchema, { id: 1, username: 'u', scope: 'LKD', hasActualPassword: 'false' }).data?.hasActualPassword).toBe(false);
  });

  it('reads limits with numbers as strings and leaves out an unreadable contract', () => {
    const limits = parse(limitsResponseSchema, { limits: [{ contractFactNum: 'ДФ-1', freeLimit: '1500.00' }, { contractFactNum: 'ДФ-2', freeLimit: 'n/a' }], sumLimit: '1500.00', currency: 'RUB' });
    expect(limits.data).toEqual({ limits: [{ contractFactNum: 'ДФ-1', freeLimit: 1500 }], sumLimit: 1500 });
  });

  it('reads the mandate expiry with a missing date', () => {
    expect(parse(mandateExpirySchema, { status: 'true' }).data).toEqual({ status: true, expirationDate: null });
  });

  it('reads the theme with its switches, and defaults when the server sends none', () => {
    expect(parse(systemColorsSchema, { light: { primary: '#000', width: 5 }, logoWidth: '120', animation: 'false', dialogWhiteText: true }).data).toEqual({
      light: { primary: '#000' },
      dark: {},
      logoWidth: 120,
      logoHeight: null,
      animation: false,
      dialogWhiteText: true,
    });
  });
});
