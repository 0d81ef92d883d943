import type { CabinetPage } from '@portal/ui';
import { CriticalPage } from './pages/CriticalPage';
import { LKD_REGISTRIES, LKD_REWARDS, registryPages, rewardPages } from '@portal/features';
import { ReportsPage } from './pages/ReportsPage';
import { EventsPage } from './pages/EventsPage';

/** The debtor cabinet's pages, relative to /lkd. */
export const LKD_PAGES: CabinetPage[] = [
  { path: 'critical', element: <CriticalPage /> },
  ...registryPages(LKD_REGISTRIES),
  { path: 'reports', element: <ReportsPage /> },
  { path: 'events', element: <EventsPage /> },
  // No menu item in the spec: reached from the main page (Главная, /lkd/critical), see README.
  ...rewardPages(LKD_REWARDS),
];
