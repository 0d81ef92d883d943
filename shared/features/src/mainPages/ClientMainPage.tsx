import { Stack } from '@portal/ui/chakra';
import { PageTitle } from '@portal/ui';
import { CriticalEventsPanel } from '../events/critical/CriticalEventsPanel';
import { EventGroupsDashboard } from '../events/dashboard/EventGroupsDashboard';
import type { EventsCabinet } from '../events/eventsCabinet';
import type { RegistryCabinet } from '../registries/registryCabinet';
import { FreeLimitsPanel } from './FreeLimitsPanel';
import { LatestRegistriesPanel } from './LatestRegistriesPanel';

/**
 * /lkk/main and /lkp/main: what a supplier wants first — the free limit per contract, the event groups that need
 * action (the events area's dashboard), the latest registries, and the critical events of the coming days.
 */
export function ClientMainPage({ registries, events }: { registries: RegistryCabinet; events: EventsCabinet }) {
  return (
    <Stack as="section" gap="6">
      <PageTitle>Главная</PageTitle>
      <FreeLimitsPanel scope={registries.scope} />
      <EventGroupsDashboard />
      <LatestRegistriesPanel cabinet={registries} />
      <CriticalEventsPanel cabinet={events} />
    </Stack>
  );
}
