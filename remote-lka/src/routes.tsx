import type { CabinetPage } from '@portal/ui';
import { MainPage } from './pages/MainPage';
import { SuppliesPage } from './pages/SuppliesPage';
import { RewardPage } from './pages/RewardPage';
import { EdoPage } from './pages/EdoPage';

/** The agent cabinet's pages, relative to /lka. */
export const LKA_PAGES: CabinetPage[] = [
  { path: 'main', element: <MainPage /> },
  { path: 'supplies', element: <SuppliesPage /> },
  { path: 'reward', element: <RewardPage /> },
  { path: 'edo', element: <EdoPage /> },
];
