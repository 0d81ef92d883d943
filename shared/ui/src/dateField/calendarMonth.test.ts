import { addDaysTo, addMonthsTo, calendarWeeks, formatDay, parseDay } from './calendarMonth';

describe('Russian calendar month (Monday first)', () => {
  it.each([
    // 1 May 2025 is a Thursday: three empty cells before it.
    [2025, 4, [null, null, null, 1, 2, 3, 4], [26, 27, 28, 29, 30, 31, null]],
    // 1 September 2025 is a Monday.
    [2025, 8, [1, 2, 3, 4, 5, 6, 7], [29, 30, null, null, null, null, null]],
    // February 2026 starts on a Sunday.
    [2026, 1, [null, null, null, null, null, null, 1], [23, 24, 25, 26, 27, 28, null]],
  ])('%i-%i', (year, month, first, last) => {
    const weeks = calendarWeeks(year, month);
    expect(weeks[0]).toEqual(first);
    expect(weeks.at(-1)).toEqual(last);
  });

  it.each([
    ['01.02.2025', { year: 2025, month: 1, day: 1 }],
    ['29.02.2024', { year: 2024, month: 1, day: 29 }],
    ['29.02.2025', null],
    ['2025-02-01', null],
    ['1.2.2025', null],
  ])('parses %s', (text, day) => {
    expect(parseDay(text)).toEqual(day);
    if (day) expect(formatDay(day)).toBe(text);
  });

  it('moves by days and months across years, clamping the day', () => {
    expect(addDaysTo({ year: 2024, month: 11, day: 31 }, 1)).toEqual({ year: 2025, month: 0, day: 1 });
    expect(addMonthsTo({ year: 2025, month: 0, day: 31 }, 1)).toEqual({ year: 2025, month: 1, day: 28 });
    expect(addMonthsTo({ year: 2025, month: 0, day: 15 }, -1)).toEqual({ year: 2024, month: 11, day: 15 });
  });
});
