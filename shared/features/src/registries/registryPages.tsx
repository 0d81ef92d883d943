import type { CabinetPage } from '@portal/ui';
import type { RegistryCabinet } from './registryCabinet';
import { RegistriesPage } from './screens/RegistriesPage';
import { RegistryDetailPage } from './screens/RegistryDetailPage';

/** The area's pages inside a cabinet, relative to its prefix: the list and the detail under it. */
export function registryPages(cabinet: RegistryCabinet): CabinetPage[] {
  return [
    { path: cabinet.listSegment, element: <RegistriesPage cabinet={cabinet} /> },
    { path: `${cabinet.listSegment}/:id`, element: <RegistryDetailPage cabinet={cabinet} /> },
  ];
}

/** The standalone detail route of spec §2, relative to the cabinet: 'registries/{branch}/:id/detail'. */
export function standaloneDetailRoute(branch: string): string {
  return `registries/${branch}/:id/detail`;
}
