import { lazyPage, type CabinetPage } from '@portal/ui';
import type { RewardsCabinet } from './rewardsCabinet';

/** The list and its detail route, relative to the cabinet's prefix ('reward', 'reward/:id/detail'). */
export function rewardPages(cabinet: RewardsCabinet): CabinetPage[] {
  const segment = cabinet.listPath.split('/').pop() ?? 'reward';
  return [
    // Each page is its own chunk, fetched on first visit (a failed fetch stays local to the page).
    { path: segment, element: lazyPage(() => import('./screens/RewardsPage').then(({ RewardsPage }) => ({ default: () => <RewardsPage cabinet={cabinet} /> }))) },
    {
      path: `${segment}/:id/detail`,
      element: lazyPage(() => import('./screens/RewardDetailPage').then(({ RewardDetailPage }) => ({ default: () => <RewardDetailPage cabinet={cabinet} /> }))),
    },
  ];
}
