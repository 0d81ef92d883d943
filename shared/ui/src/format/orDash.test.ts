import { NO_VALUE, orDash } from './orDash';

describe('orDash', () => {
  it.each([[''], ['   '], [null], [undefined], [false]])('shows «—» for %j', (value) => {
    expect(orDash(value)).toBe('—');
  });

  it.each<[string | number, string]>([
    ['ООО "Север"', 'ООО "Север"'],
    [0, '0'],
    [12, '12'],
    ['0,00', '0,00'],
  ])('shows %j as %j', (value, shown) => {
    expect(orDash(value)).toBe(shown);
  });

  it('keeps an element as it is', () => {
    const element = { type: 'span', props: {}, key: null };
    expect(orDash(element as never)).toBe(element);
  });

  it('is the dash the contracts name', () => {
    expect(NO_VALUE).toBe('\u2014');
  });
});
