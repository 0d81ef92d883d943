import { lazyPage, type CabinetPage } from '@portal/ui';
import { LKD_REGISTRIES, LKD_REWARDS, registryPages, rewardPages } from '@portal/features';

/** The debtor cabinet's pages, relative to /lkd. Each is its own chunk, fetched on first visit. */
export const LKD_PAGES: CabinetPage[] = [
  { path: 'critical', element: lazyPage(() => import('./pages/CriticalPage'), ({ CriticalPage }) => <CriticalPage />) },
  ...registryPages(LKD_REGISTRIES),
  { path: 'reports', element: lazyPage(() => import('./pages/ReportsPage'), ({ ReportsPage }) => <ReportsPage />) },
  { path: 'events', element: lazyPage(() => import('./pages/EventsPage'), ({ EventsPage }) => <EventsPage />) },
  // No menu item in the spec: reached from the main page (Главная, /lkd/critical), see docs/decisions/0007-debtor-rewards-route.md.
  ...rewardPages(LKD_REWARDS),
];
