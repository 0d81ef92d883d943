import { periodBounds } from './edmDateRange';

const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
  return { year, month: month - 1, day: date };
};

describe('the EDM period’s bounds', () => {
  const { fromSelectable, toSelectable } = periodBounds('10.05.2025', '20.05.2025');

  it('«с» is no later than «по»: the same day is a period, the day after is not', () => {
    expect(fromSelectable(day('2025-05-01'))).toBe(true);
    expect(fromSelectable(day('2025-05-20'))).toBe(true);
    expect(fromSelectable(day('2025-05-21'))).toBe(false);
    expect(fromSelectable(day('2026-01-01'))).toBe(false);
  });

  it('«по» is no earlier than «с»', () => {
    expect(toSelectable(day('2025-05-10'))).toBe(true);
    expect(toSelectable(day('2025-12-31'))).toBe(true);
    expect(toSelectable(day('2025-05-09'))).toBe(false);
    expect(toSelectable(day('2024-06-30'))).toBe(false);
  });

  it('with the other end missing or unreadable, any day', () => {
    expect(periodBounds(null, null).fromSelectable(day('2030-01-01'))).toBe(true);
    expect(periodBounds(null, null).toSelectable(day('1999-01-01'))).toBe(true);
    expect(periodBounds('31.02.2025', null).toSelectable(day('2000-01-01'))).toBe(true);
  });
});
