import { lazyPage, type CabinetPage } from '@portal/ui';
import { LKA_REGISTRIES, LKA_REWARDS, registryPages, rewardPages } from '@portal/features';

/** The agent cabinet's pages, relative to /lka. Each is its own chunk, fetched on first visit. */
export const LKA_PAGES: CabinetPage[] = [
  { path: 'main', element: lazyPage(() => import('./pages/MainPage'), ({ MainPage }) => <MainPage />) },
  ...registryPages(LKA_REGISTRIES),
  ...rewardPages(LKA_REWARDS),
  { path: 'edo', element: lazyPage(() => import('./pages/EdmPage'), ({ EdmPage }) => <EdmPage />) },
];
