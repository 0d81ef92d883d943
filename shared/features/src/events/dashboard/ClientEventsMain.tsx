import { Stack } from '@portal/ui/chakra';
import { PageTitle } from '@portal/ui';
import { CriticalEventsPanel } from '../critical/CriticalEventsPanel';
import type { EventsCabinet } from '../eventsCabinet';
import { EventGroupsDashboard } from './EventGroupsDashboard';

/** What /lkk/main and /lkp/main show until their own page is built: the event groups and the critical events. */
export function ClientEventsMain({ cabinet }: { cabinet: EventsCabinet }) {
  return (
    <Stack as="section" gap="8" position="relative">
      <PageTitle>Главная</PageTitle>
      <EventGroupsDashboard />
      <CriticalEventsPanel cabinet={cabinet} />
    </Stack>
  );
}
