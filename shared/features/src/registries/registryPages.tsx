import { lazyPage, type CabinetPage } from '@portal/ui';
import type { RegistryCabinet } from './registryCabinet';

/** The area's pages inside a cabinet, relative to its prefix: the list and the detail under it, each its own chunk. */
export function registryPages(cabinet: RegistryCabinet): CabinetPage[] {
  return [
    { path: cabinet.listSegment, element: lazyPage(() => import('./screens/RegistriesPage'), ({ RegistriesPage }) => <RegistriesPage cabinet={cabinet} />) },
    {
      path: `${cabinet.listSegment}/:id`,
      element: lazyPage(() => import('./screens/RegistryDetailPage'), ({ RegistryDetailPage }) => <RegistryDetailPage cabinet={cabinet} />),
    },
  ];
}

/** The standalone detail route of spec §2, relative to the cabinet: 'registries/{branch}/:id/detail'. */
export function standaloneDetailRoute(branch: string): string {
  return `registries/${branch}/:id/detail`;
}
