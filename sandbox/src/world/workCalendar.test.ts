import { calendarYears, earliestFundingDate, isWorkingDay, nextWorkingDay, workingDays } from './workCalendar';

describe('the sandbox production calendar', () => {
  it('keeps the New Year holidays, the transfers and the working Saturday of 2025–2026', () => {
    expect(isWorkingDay('2026-01-09')).toBe(false);
    expect(isWorkingDay('2026-01-12')).toBe(true);
    expect(isWorkingDay('2025-11-01')).toBe(true);
    expect(isWorkingDay('2025-11-03')).toBe(false);
  });

  it('keeps 2027 statutory holidays and moves a holiday on a weekend to the next working day (Labour Code art. 112)', () => {
    for (const day of ['2027-01-01', '2027-01-07', '2027-01-08', '2027-02-23', '2027-03-08', '2027-11-04']) expect(isWorkingDay(day)).toBe(false);
    // 1 May and 12 June fall on Saturdays, 9 May on a Sunday.
    expect(isWorkingDay('2027-05-03')).toBe(false);
    expect(isWorkingDay('2027-05-10')).toBe(false);
    expect(isWorkingDay('2027-06-14')).toBe(false);
    expect(isWorkingDay('2027-05-04')).toBe(true);
  });

  it('finds the first working day after the New Year holidays of 2027', () => {
    expect(nextWorkingDay('2026-12-30')).toBe('2027-01-11');
    expect(earliestFundingDate(new Date('2026-12-30T20:00:00Z'))).toBe('2027-01-11');
  });

  it('lists the calendar years up to the year after the run, with weekends only past the known ones', () => {
    expect(calendarYears(new Date('2026-11-29T00:00:00Z'))).toEqual([2025, 2026, 2027]);
    expect(calendarYears(new Date('2027-06-01T00:00:00Z'))).toEqual([2025, 2026, 2027, 2028]);
    const days2028 = workingDays(new Date('2027-06-01T00:00:00Z')).filter((day) => day.startsWith('2028-'));
    expect(days2028).toContain('2028-01-03');
    expect(days2028).not.toContain('2028-01-01');
  });
});
