import { lazyPage, type CabinetPage } from '@portal/ui';
import type { RegistryCabinet } from './registryCabinet';

/** The area's pages inside a cabinet, relative to its prefix: the list and the detail under it. */
export function registryPages(cabinet: RegistryCabinet): CabinetPage[] {
  return [
    // Each page is its own chunk, fetched on first visit (a failed fetch stays local to the page).
    { path: cabinet.listSegment, element: lazyPage(() => import('./screens/RegistriesPage').then(({ RegistriesPage }) => ({ default: () => <RegistriesPage cabinet={cabinet} /> }))) },
    {
      path: `${cabinet.listSegment}/:id`,
      element: lazyPage(() => import('./screens/RegistryDetailPage').then(({ RegistryDetailPage }) => ({ default: () => <RegistryDetailPage cabinet={cabinet} /> }))),
    },
  ];
}

/** The standalone detail route of spec §2, relative to the cabinet: 'registries/{branch}/:id/detail'. */
export function standaloneDetailRoute(branch: string): string {
  return `registries/${branch}/:id/detail`;
}
