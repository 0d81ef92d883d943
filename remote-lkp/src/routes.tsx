import { lazyPage, type CabinetPage } from '@portal/ui';
import { LKP_REGISTRIES, registryPages } from '@portal/features';

const mainPage = lazyPage(() => import('./pages/MainPage'), ({ MainPage }) => <MainPage />);
const reportsPage = lazyPage(() => import('./pages/ReportsPage'), ({ ReportsPage }) => <ReportsPage />);

/** The LKP cabinet's pages, relative to /lkp. Each is its own chunk, fetched on first visit. */
export const LKP_PAGES: CabinetPage[] = [
  { path: 'main', element: mainPage },
  { path: 'reports', element: reportsPage },
  { path: 'events', element: lazyPage(() => import('./pages/EventsPage'), ({ EventsPage }) => <EventsPage />) },
  { path: 'edo', element: lazyPage(() => import('./pages/EdmPage'), ({ EdmPage }) => <EdmPage />) },
  // Заявки: the list, the detail (/registries/:id) and the new registry, all from the registries area; §4's main and
  // reports tabs show this cabinet's own pages (no rewards in the client cabinets).
  ...registryPages(LKP_REGISTRIES, { main: mainPage, reports: reportsPage }),
  { path: 'tariffs', element: lazyPage(() => import('./pages/TariffsPage'), ({ TariffsPage }) => <TariffsPage />) },
];
