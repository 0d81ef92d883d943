import { EventsPage as CabinetEventsPage, LKD_EVENTS } from '@portal/features';

/** LKD: the debtor's events. */
export function EventsPage() {
  return <CabinetEventsPage cabinet={LKD_EVENTS} />;
}
