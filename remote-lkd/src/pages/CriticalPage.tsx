import { CriticalPage as CriticalEventsPage, LKD_EVENTS } from '@portal/features';

/** LKD: the critical events dashboard with the calendar (menu: Главная). */
export function CriticalPage() {
  return <CriticalEventsPage cabinet={LKD_EVENTS} />;
}
