import { EventsPage as CabinetEventsPage, LKK_EVENTS } from '@portal/features';

/** LKK: the client's events (spec §4). */
export function EventsPage() {
  return <CabinetEventsPage cabinet={LKK_EVENTS} />;
}
