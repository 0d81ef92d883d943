import type { CabinetPage } from '@portal/ui';
import { CriticalPage } from './pages/CriticalPage';
import { LKD_REGISTRIES, registryPages } from '@portal/features';
import { ReportsPage } from './pages/ReportsPage';
import { EventsPage } from './pages/EventsPage';

/** The debtor cabinet's pages, relative to /lkd. */
export const LKD_PAGES: CabinetPage[] = [
  { path: 'critical', element: <CriticalPage /> },
  ...registryPages(LKD_REGISTRIES),
  { path: 'reports', element: <ReportsPage /> },
  { path: 'events', element: <EventsPage /> },
];
