import { Stack } from '@portal/ui/chakra';
import { PageTitle } from '@portal/ui';
import { LatestRegistriesPanel, LKA_REGISTRIES, LKA_REWARDS, RewardsAwaitingPanel } from '@portal/features';

/**
 * /lka/main, reachable by its path only (the menu starts at supplies, spec §2): the agent's counterpart of the client
 * main page — rewards awaiting approval and the latest registries. Only LKA has this page, so it lives here; the main
 * pages area lends its panels.
 */
export function MainPage() {
  return (
    <Stack as="section" gap="6">
      <PageTitle>Главная</PageTitle>
      <RewardsAwaitingPanel cabinet={LKA_REWARDS} />
      <LatestRegistriesPanel cabinet={LKA_REGISTRIES} />
    </Stack>
  );
}
