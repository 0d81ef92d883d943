import type { CabinetPage } from '@portal/ui';
import { MainPage } from './pages/MainPage';
import { LKA_REGISTRIES, LKA_REWARDS, registryPages, rewardPages } from '@portal/features';
import { EdoPage } from './pages/EdoPage';

/** The agent cabinet's pages, relative to /lka. */
export const LKA_PAGES: CabinetPage[] = [
  { path: 'main', element: <MainPage /> },
  ...registryPages(LKA_REGISTRIES),
  ...rewardPages(LKA_REWARDS),
  { path: 'edo', element: <EdoPage /> },
];
