import { earliestFundingDay, fundingDateProblem, fundingDateRule, todayOf } from './fundingDate';
import { readWorkCalendar } from './workCalendar';
import type { CalendarDay } from './workingDays';

const november = (day: number): CalendarDay => ({ year: 2026, month: 10, day });
// Working days of November 2026 as GET /workCalendar sends them: weekends and 4 November (a holiday) left out.
const NOVEMBER_2026 = readWorkCalendar(
  Array.from({ length: 30 }, (_, index) => index + 1)
    .filter((day) => ![1, 4, 7, 8, 14, 15, 21, 22, 28, 29].includes(day))
    .map((day) => `2026-11-${String(day).padStart(2, '0')}`),
).calendar;

describe('the funding date: working days from the next working day on', () => {
  afterEach(() => jest.useRealTimers());

  it('reads today from the clock', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 27, 15, 30) });
    expect(todayOf()).toEqual(november(27));
  });

  it('on Friday 27.11.2026 the earliest day is Monday 30.11.2026', () => {
    expect(earliestFundingDay(NOVEMBER_2026, november(27))).toEqual(november(30));
    const rule = fundingDateRule(NOVEMBER_2026, november(27));
    expect(rule.earliest).toBe('30.11.2026');
    const offered = Array.from({ length: 30 }, (_, index) => index + 1).filter((day) => rule.isSelectable(november(day)));
    expect(offered).toEqual([30]);
  });

  it('skips a holiday after today: on 3.11.2026 the earliest is 5.11.2026', () => {
    expect(fundingDateRule(NOVEMBER_2026, november(3)).earliest).toBe('05.11.2026');
  });

  it.each<[number, string]>([
    [2, 'Дата финансирования — не раньше 30.11.2026, следующего рабочего дня'],
    [26, 'Дата финансирования — не раньше 30.11.2026, следующего рабочего дня'],
    [27, 'Дата финансирования — не раньше 30.11.2026, следующего рабочего дня'],
    [28, 'Дата финансирования — не раньше 30.11.2026, следующего рабочего дня'],
  ])('%i.11.2026 is refused with where to start', (day, message) => {
    const rule = fundingDateRule(NOVEMBER_2026, november(27));
    expect(rule.isSelectable(november(day))).toBe(false);
    expect(rule.messageFor(november(day))).toBe(message);
  });

  it('a weekend after the earliest day is refused as no working day', () => {
    const rule = fundingDateRule(readWorkCalendar([1, 2, 3, 4, 5]).calendar, november(27));
    expect(rule.messageFor({ year: 2026, month: 11, day: 5 })).toBe('Выберите рабочий день');
    expect(rule.isSelectable({ year: 2026, month: 11, day: 7 })).toBe(true);
  });

  it('a calendar without a working day ahead offers nothing and says so', () => {
    const rule = fundingDateRule(readWorkCalendar(['2026-11-02']).calendar, november(27));
    expect(rule.earliest).toBe('');
    expect(rule.isSelectable(november(2))).toBe(false);
    expect(rule.messageFor(november(30))).toBe('В календаре нет рабочих дней для финансирования');
  });

  it('a saved date that has passed is a problem before generate; none is not', () => {
    const rule = fundingDateRule(NOVEMBER_2026, november(27));
    expect(fundingDateProblem('02.11.2026', rule)).toMatch(/не раньше 30\.11\.2026/);
    expect(fundingDateProblem('30.11.2026', rule)).toBeNull();
    expect(fundingDateProblem('', rule)).toBeNull();
  });
});

describe('the funding date at night in Moscow (the unit suite runs in Europe/Moscow, jest.config.js)', () => {
  afterEach(() => jest.useRealTimers());

  it('runs in Moscow time (UTC+3 all year), else this block would prove nothing', () => {
    expect(new Date('2026-11-26T22:30:00Z').getTimezoneOffset()).toBe(-180);
  });

  it.each([
    ['00:05', '2026-11-26T21:05:00Z'],
    ['01:30', '2026-11-26T22:30:00Z'],
    ['02:59', '2026-11-26T23:59:00Z'],
  ])('at %s on Friday 27.11.2026 (still Thursday in UTC) today is Friday and the earliest day is Monday 30.11.2026', (_moscow, utc) => {
    jest.useFakeTimers({ now: new Date(utc) });
    expect(todayOf()).toEqual(november(27));
    const rule = fundingDateRule(NOVEMBER_2026, todayOf());
    expect(rule.earliest).toBe('30.11.2026');
    expect(rule.isSelectable(november(27))).toBe(false);
    expect(rule.messageFor(november(27))).toBe('Дата финансирования — не раньше 30.11.2026, следующего рабочего дня');
  });

  it('at 03:00 on Friday (00:00 UTC) nothing changes: still Friday, Monday first', () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T00:00:00Z') });
    expect(fundingDateRule(NOVEMBER_2026, todayOf()).earliest).toBe('30.11.2026');
  });
});

