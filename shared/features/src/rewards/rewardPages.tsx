import type { CabinetPage } from '@portal/ui';
import type { RewardsCabinet } from './rewardsCabinet';
import { RewardDetailPage } from './screens/RewardDetailPage';
import { RewardsPage } from './screens/RewardsPage';

/** The list and its detail route, relative to the cabinet's prefix ('reward', 'reward/:id/detail'). */
export function rewardPages(cabinet: RewardsCabinet): CabinetPage[] {
  const segment = cabinet.listPath.split('/').pop() ?? 'reward';
  return [
    { path: segment, element: <RewardsPage cabinet={cabinet} /> },
    { path: `${segment}/:id/detail`, element: <RewardDetailPage cabinet={cabinet} /> },
  ];
}
