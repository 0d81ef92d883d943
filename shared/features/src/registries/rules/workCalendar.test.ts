import { readWorkCalendar } from './workCalendar';
import { workingDayPredicate, type CalendarDay } from './workingDays';

// May 2025: the 12th is a Monday, the 17th a Saturday, the 18th a Sunday.
const day = (date: number): CalendarDay => ({ year: 2025, month: 4, day: date });
const offered = (answer: unknown) => {
  const isWorking = workingDayPredicate(readWorkCalendar(answer).calendar);
  return [12, 13, 16, 17, 18].filter((date) => isWorking(day(date)));
};

describe('the work calendar in the shapes a server may send', () => {
  it.each<[string, unknown, number[]]>([
    ['ISO days', ['2025-05-12', '2025-05-13'], [12, 13]],
    ['ISO date-times', ['2025-05-16T00:00:00Z'], [16]],
    ['DD.MM.YYYY days (§9)', ['12.05.2025', '16.05.2025'], [12, 16]],
    ['weekday numbers 1–5', [1, 2, 3, 4, 5], [12, 13, 16]],
    ['weekday numbers as text, 6 and 0 (Sunday)', ['6', 0], [17, 18]],
    ['weekday 7 is Sunday', [7], [18]],
    ['objects with a date field', [{ date: '13.05.2025' }, { day: '2025-05-16' }, { workDate: '2025-05-12', working: true }], [12, 13, 16]],
    ['an object marked as not working is left out', [{ date: '2025-05-12', working: false }, { date: '2025-05-13' }], [13]],
    ['a list wrapped in an object', { workDays: ['2025-05-12'] }, [12]],
    ['a list under any name', { whatever: [{ value: 5 }] }, [16]],
  ])('%s', (_case, answer, days) => {
    expect(offered(answer)).toEqual(days);
    expect(readWorkCalendar(answer).problems).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a text', 'рабочие дни'],
    ['an empty list', []],
    ['nothing readable', ['завтра', 9, { name: 'x' }]],
    ['an object without a list', { year: 2025 }],
  ])('%s: reported, and every Monday–Friday is offered', (_case, answer) => {
    expect(offered(answer)).toEqual([12, 13, 16]);
    expect(readWorkCalendar(answer).problems.at(-1)).toMatch(/every Monday–Friday is offered/);
  });

  it('an odd entry among good ones is reported and left out', () => {
    const read = readWorkCalendar(['2025-05-12', 'не дата']);
    expect(offered(['2025-05-12', 'не дата'])).toEqual([12]);
    expect(read.problems).toEqual(['entry 1 is not a day ("не дата"), left out']);
  });
});
