import { lazyPage, type CabinetPage } from '@portal/ui';
import { LKD_REGISTRIES, LKD_REWARDS, registryPages, rewardPages } from '@portal/features';

const criticalPage = lazyPage(() => import('./pages/CriticalPage'), ({ CriticalPage }) => <CriticalPage />);
const reportsPage = lazyPage(() => import('./pages/ReportsPage'), ({ ReportsPage }) => <ReportsPage />);
// No menu item in the spec: reached from the main page (Главная, /lkd/critical), see docs/decisions/0007-debtor-rewards-route.md.
const rewards = rewardPages(LKD_REWARDS);

/** The debtor cabinet's pages, relative to /lkd. Each is its own chunk, fetched on first visit. */
export const LKD_PAGES: CabinetPage[] = [
  { path: 'critical', element: criticalPage },
  // §4's main, reports and reward tabs of the registry list show this cabinet's own pages.
  ...registryPages(LKD_REGISTRIES, { main: criticalPage, reports: reportsPage, reward: rewards[0]?.element }),
  { path: 'reports', element: reportsPage },
  { path: 'events', element: lazyPage(() => import('./pages/EventsPage'), ({ EventsPage }) => <EventsPage />) },
  ...rewards,
];
