import { PageTitle } from '@portal/ui';
import type { EventsCabinet } from '../eventsCabinet';
import { CriticalEventsPanel } from './CriticalEventsPanel';

/** The debtor's landing page /lkd/critical (menu 'Главная'): critical events with the calendar. */
export function CriticalPage({ cabinet }: { cabinet: EventsCabinet }) {
  return (
    <section>
      <PageTitle>Главная</PageTitle>
      <CriticalEventsPanel cabinet={cabinet} />
    </section>
  );
}
