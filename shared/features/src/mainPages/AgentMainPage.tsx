import { Stack } from '@portal/ui/chakra';
import { PageTitle } from '@portal/ui';
import type { RegistryCabinet } from '../registries/registryCabinet';
import type { RewardsCabinet } from '../rewards/rewardsCabinet';
import { LatestRegistriesPanel } from './LatestRegistriesPanel';
import { RewardsAwaitingPanel } from './RewardsAwaitingPanel';

/** /lka/main: the agent's counterpart of the client main page — rewards awaiting approval and the latest registries. */
export function AgentMainPage({ registries, rewards }: { registries: RegistryCabinet; rewards: RewardsCabinet }) {
  return (
    <Stack as="section" gap="6">
      <PageTitle>Главная</PageTitle>
      <RewardsAwaitingPanel cabinet={rewards} />
      <LatestRegistriesPanel cabinet={registries} />
    </Stack>
  );
}
