/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderInCabinet } from '@portal/ui/testing';
import { LKD_EVENTS } from '../eventsCabinet';
import { useState } from 'react';
import { CriticalEventsPanel } from './CriticalEventsPanel';
import { DAY_CALLS_AT_ONCE } from './useCriticalEvents';

const API = 'http://localhost/api';
const server = setupServer();
// The panel opens on the current month: the clock is set to 10 February 2026 (Date only; timers stay real for MSW and
// user-event), and every expected month, day and count below is written out, not computed with the calendar rules.
const TODAY = new Date('2026-02-10T12:00:00+03:00');
const day = (n: number) => `2026-02-${String(n).padStart(2, '0')}`;
const critical = (id: number, date: string, categoryEnum: string, title: string) => ({ id, eventDate: date, category: { categoryEnum }, status: { code: 'WARNING' }, urgency: 'CRITICAL', title });
let criticalQueries: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  jest.useFakeTimers({ now: TODAY, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] });
  criticalQueries = [];
  server.use(
    mock.get(`${API}/lkd/events/critical`, ({ request }) => {
      criticalQueries.push(new URL(request.url).search);
      return HttpResponse.json(new URL(request.url).search ? [] : [critical(1, day(3), 'MESSAGE', 'Лимит почти исчерпан'), critical(2, day(8), 'AF_EVENTS', 'Просрочка по УПД'), critical(3, day(12), 'DASHBOARD_EVENTS', 'Регресс')]);
    }),
    mock.get(`${API}/lkd/events/calendar/:day`, ({ params }) => HttpResponse.json(params.day === day(3) ? [critical(1, day(3), 'MESSAGE', 'Лимит почти исчерпан'), critical(4, day(3), 'AF_EVENTS', 'Скрытое')] : [])),
  );
});
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});

describe('critical events with the calendar', () => {
  it('marks the days of MESSAGE and DASHBOARD_EVENTS critical events, Monday first, and loads a chosen day', async () => {
    const user = userEvent.setup();
    renderInCabinet(<CriticalEventsPanel cabinet={LKD_EVENTS} />, { path: '/lkd/critical', cabinet: 'lkd' });
    const calendar = screen.getByTestId('event-calendar');
    expect(within(calendar).getByText('Февраль 2026')).toBeInTheDocument();
    expect(within(calendar).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    const list = await screen.findByTestId('critical-list');
    expect(within(list).getAllByTestId('critical-event').map((item) => within(item).getAllByText(/./)[0]?.textContent)).toEqual(['Лимит почти исчерпан', 'Регресс']);
    await waitFor(() => expect(calendar.querySelectorAll('button[data-marked="true"]')).toHaveLength(2));
    expect(calendar.querySelector(`button[data-day="${day(8)}"]`)).toHaveAttribute('data-marked', 'false');
    expect(criticalQueries).toEqual(['']);

    await user.click(calendar.querySelector(`button[data-day="${day(3)}"]`) as HTMLElement);
    expect(await screen.findByText('Критические события на 03.02.2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('critical-event')).toHaveLength(1));
    expect(screen.queryByText('Скрытое')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Следующий месяц' }));
    await waitFor(() => expect(criticalQueries).toHaveLength(2));
    expect(criticalQueries[1]).toBe('?date=2026-03-01');
    expect(within(calendar).getByText('Март 2026')).toBeInTheDocument();
    expect(await screen.findByText('Критических событий нет.')).toBeInTheDocument();
  });

  it('a spec-shape answer (§3: no event date) marks the days whose GET …/events/calendar/{day} lists a critical event', async () => {
    const dayCalls: string[] = [];
    /** Spec §3 Event: id, status.code, category.categoryEnum; no date, no title. */
    const bare = (id: string, categoryEnum: string) => ({ id, category: { categoryEnum }, status: { code: 'WAIT' } });
    server.use(
      mock.get(`${API}/lkd/events/critical`, () => HttpResponse.json([bare('1', 'MESSAGE'), bare('2', 'DASHBOARD_EVENTS'), bare('3', 'AF_EVENTS')])),
      mock.get(`${API}/lkd/events/calendar/:day`, ({ params }) => {
        dayCalls.push(String(params.day));
        if (params.day === day(3)) return HttpResponse.json([bare('1', 'MESSAGE')]);
        if (params.day === day(17)) return HttpResponse.json([bare('2', 'DASHBOARD_EVENTS')]);
        if (params.day === day(5)) return HttpResponse.json([bare('3', 'AF_EVENTS')]);
        return HttpResponse.json([]);
      }),
    );
    renderInCabinet(<CriticalEventsPanel cabinet={LKD_EVENTS} />, { path: '/lkd/critical', cabinet: 'lkd' });
    const calendar = screen.getByTestId('event-calendar');
    await waitFor(() => expect(calendar.querySelectorAll('button[data-marked="true"]')).toHaveLength(2));
    expect(calendar.querySelector(`button[data-day="${day(3)}"]`)).toHaveAttribute('data-marked', 'true');
    expect(calendar.querySelector(`button[data-day="${day(17)}"]`)).toHaveAttribute('data-marked', 'true');
    // AF_EVENTS are not critical events shown (§6).
    expect(calendar.querySelector(`button[data-day="${day(5)}"]`)).toHaveAttribute('data-marked', 'false');
    // Both critical events are placed by the 17th: the days after it are not asked (at most the calls already under
    // way finish), nor any day twice.
    expect(dayCalls.length).toBeLessThanOrEqual(17 + DAY_CALLS_AT_ONCE - 1);
    expect(new Set(dayCalls).size).toBe(dayCalls.length);
  });

  it('a spec-shape month costs its day calls once: choosing an asked day and coming back to the page ask no day again', async () => {
    const dayCalls: string[] = [];
    let criticalCalls = 0;
    const bare = (id: string, categoryEnum: string) => ({ id, category: { categoryEnum }, status: { code: 'WAIT' } });
    const titled = (id: string, categoryEnum: string) => ({ ...bare(id, categoryEnum), title: `Событие ${id}` });
    server.use(
      mock.get(`${API}/lkd/events/critical`, () => (criticalCalls++, HttpResponse.json([bare('1', 'MESSAGE'), bare('2', 'MESSAGE')]))),
      mock.get(`${API}/lkd/events/calendar/:day`, ({ params }) => {
        dayCalls.push(String(params.day));
        if (params.day === day(2)) return HttpResponse.json([titled('1', 'MESSAGE')]);
        if (params.day === day(4)) return HttpResponse.json([titled('2', 'MESSAGE')]);
        return HttpResponse.json([]);
      }),
    );
    function Revisit() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown(!shown)}>
            Перейти
          </button>
          {shown ? <CriticalEventsPanel cabinet={LKD_EVENTS} /> : null}
        </>
      );
    }
    const user = userEvent.setup();
    renderInCabinet(<Revisit />, { path: '/lkd/critical', cabinet: 'lkd' });
    await waitFor(() => expect(screen.getByTestId('event-calendar').querySelectorAll('button[data-marked="true"]')).toHaveLength(2));
    const asked = dayCalls.length;
    expect(asked).toBeLessThanOrEqual(4 + DAY_CALLS_AT_ONCE - 1);

    await user.click(screen.getByTestId('event-calendar').querySelector(`button[data-day="${day(4)}"]`) as HTMLElement);
    expect(await screen.findByText('Событие 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Перейти' }));
    await user.click(screen.getByRole('button', { name: 'Перейти' }));
    await waitFor(() => expect(criticalCalls).toBe(2));
    await waitFor(() => expect(screen.getByTestId('event-calendar').querySelectorAll('button[data-marked="true"]')).toHaveLength(2));
    expect(dayCalls).toHaveLength(asked);
  });

  it('a month whose critical events carry their dates costs the one critical call: no day is asked', async () => {
    const dayCalls: string[] = [];
    server.use(mock.get(`${API}/lkd/events/calendar/:day`, ({ params }) => (dayCalls.push(String(params.day)), HttpResponse.json([]))));
    const user = userEvent.setup();
    renderInCabinet(<CriticalEventsPanel cabinet={LKD_EVENTS} />, { path: '/lkd/critical', cabinet: 'lkd' });
    const calendar = screen.getByTestId('event-calendar');
    await waitFor(() => expect(calendar.querySelectorAll('button[data-marked="true"]')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Следующий месяц' }));
    expect(await screen.findByText('Критических событий нет.')).toBeInTheDocument();
    expect(criticalQueries).toEqual(['', '?date=2026-03-01']);
    expect(dayCalls).toEqual([]);
  });

  it('a month without critical events asks no day', async () => {
    const dayCalls: string[] = [];
    server.use(
      mock.get(`${API}/lkd/events/critical`, () => HttpResponse.json([])),
      mock.get(`${API}/lkd/events/calendar/:day`, ({ params }) => (dayCalls.push(String(params.day)), HttpResponse.json([]))),
    );
    renderInCabinet(<CriticalEventsPanel cabinet={LKD_EVENTS} />, { path: '/lkd/critical', cabinet: 'lkd' });
    expect(await screen.findByText('Критических событий нет.')).toBeInTheDocument();
    expect(dayCalls).toEqual([]);
  });
});
