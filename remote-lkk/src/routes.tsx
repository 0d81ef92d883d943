import { lazyPage, type CabinetPage } from '@portal/ui';
import { LKK_REGISTRIES, registryPages } from '@portal/features';

/** The LKK cabinet's pages, relative to /lkk. Each is its own chunk, fetched on first visit. */
export const LKK_PAGES: CabinetPage[] = [
  { path: 'main', element: lazyPage(() => import('./pages/MainPage'), ({ MainPage }) => <MainPage />) },
  { path: 'reports', element: lazyPage(() => import('./pages/ReportsPage'), ({ ReportsPage }) => <ReportsPage />) },
  { path: 'events', element: lazyPage(() => import('./pages/EventsPage'), ({ EventsPage }) => <EventsPage />) },
  { path: 'edo', element: lazyPage(() => import('./pages/EdmPage'), ({ EdmPage }) => <EdmPage />) },
  // Заявки: the list, the detail (/registries/:id) and the new registry, all from the registries area.
  ...registryPages(LKK_REGISTRIES),
  { path: 'tariffs', element: lazyPage(() => import('./pages/TariffsPage'), ({ TariffsPage }) => <TariffsPage />) },
];
