import { lazyPage, type CabinetPage } from '@portal/ui';
import type { RewardsCabinet } from './rewardsCabinet';

/** The list and its detail route, relative to the cabinet's prefix ('reward', 'reward/:id/detail'), each its own chunk. */
export function rewardPages(cabinet: RewardsCabinet): CabinetPage[] {
  const segment = cabinet.listPath.split('/').pop() ?? 'reward';
  return [
    { path: segment, element: lazyPage(() => import('./screens/RewardsPage'), ({ RewardsPage }) => <RewardsPage cabinet={cabinet} />) },
    {
      path: `${segment}/:id/detail`,
      element: lazyPage(() => import('./screens/RewardDetailPage'), ({ RewardDetailPage }) => <RewardDetailPage cabinet={cabinet} />),
    },
  ];
}
