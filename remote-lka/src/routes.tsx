import type { CabinetPage } from '@portal/ui';
import { MainPage } from './pages/MainPage';
import { LKA_REGISTRIES, registryPages } from '@portal/features';
import { RewardPage } from './pages/RewardPage';
import { EdoPage } from './pages/EdoPage';

/** The agent cabinet's pages, relative to /lka. */
export const LKA_PAGES: CabinetPage[] = [
  { path: 'main', element: <MainPage /> },
  ...registryPages(LKA_REGISTRIES),
  { path: 'reward', element: <RewardPage /> },
  { path: 'edo', element: <EdoPage /> },
];
