import { EventsPage as CabinetEventsPage, LKP_EVENTS } from '@portal/features';

/** LKP: the client's events (spec §4). */
export function EventsPage() {
  return <CabinetEventsPage cabinet={LKP_EVENTS} />;
}
