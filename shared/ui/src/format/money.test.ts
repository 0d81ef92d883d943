import { formatMoney, formatMoney4 } from './money';

describe('formatMoney (spec §9)', () => {
  it.each<[string, number | string | null | undefined, string]>([
    ['whole number: no decimals', 1000, '1 000'],
    ['two decimals', 1234.5, '1 234,50'],
    ['millions', 1234567.89, '1 234 567,89'],
    ['below a thousand', 999.99, '999,99'],
    ['rounds to 2 decimals', 10.456, '10,46'],
    ['rounding to whole drops the decimals', 99.999, '100'],
    ['zero', 0, '0'],
    ['negative zero', -0, '0'],
    ['tiny negative rounding to zero', -0.001, '0'],
    ['empty string', '', '0'],
    ['blank string', '   ', '0'],
    ['null', null, '0'],
    ['undefined', undefined, '0'],
    ['negative', -1234.5, '-1 234,50'],
    ['negative whole', -1000000, '-1 000 000'],
    ['huge', 123456789012345.67, '123 456 789 012 345,67'],
    ['string number', '1234.5', '1 234,50'],
    ['string with a comma and spaces', '1 234,5', '1 234,50'],
    ['string whole', '250000', '250 000'],
    ['not a number is shown as it is', 'нет данных', 'нет данных'],
    ['infinity', Number.POSITIVE_INFINITY, '0'],
  ])('%s: %p → %p', (_case, value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe('formatMoney4', () => {
  it.each<[number | string | null, string]>([
    [1234.56789, '1 234,5679'],
    [0.0001, '0,0001'],
    [1234567, '1 234 567'],
    [-12.5, '-12,5000'],
    [null, '0'],
    ['0', '0'],
  ])('%p → %p', (value, expected) => {
    expect(formatMoney4(value)).toBe(expected);
  });
});
