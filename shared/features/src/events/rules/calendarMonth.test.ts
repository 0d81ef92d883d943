import { dayLabel, markedDays, monthWeeks, shiftMonth } from './calendarMonth';

describe('month calendar (Monday first, Russian names)', () => {
  it.each([
    // November 2026 starts on a Sunday: six padding cells.
    [{ year: 2026, month: 11 }, 6, 30, 6],
    // June 2026 starts on a Monday.
    [{ year: 2026, month: 6 }, 0, 30, 5],
    // February 2027: 28 days from a Monday.
    [{ year: 2027, month: 2 }, 0, 28, 4],
  ])('%j: %s leading blanks, %s days, %s weeks', (month, lead, days, weeks) => {
    const grid = monthWeeks(month);
    expect(grid).toHaveLength(weeks);
    expect(grid.flat().findIndex((cell) => cell === 1)).toBe(lead);
    expect(grid.flat().filter((cell) => cell !== null)).toHaveLength(days);
    expect(grid.every((week) => week.length === 7)).toBe(true);
  });

  it.each([
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
    [{ year: 2026, month: 5 }, 0, { year: 2026, month: 5 }],
  ])('%j shifted by %s is %j', (month, by, expected) => {
    expect(shiftMonth(month, by)).toEqual(expected);
  });

  it('marks only the shown month’s days and names a day in Russian', () => {
    expect([...markedDays(['2026-11-03', '2026-11-03T10:00:00', '2026-12-01', '2026-11-28'], { year: 2026, month: 11 })]).toEqual(['2026-11-03', '2026-11-28']);
    expect(dayLabel(2026, 11, 23)).toBe('23 ноября 2026, понедельник');
  });
});
