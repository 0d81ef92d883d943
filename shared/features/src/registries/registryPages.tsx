import { lazyPage, type CabinetPage } from '@portal/ui';
import type { RegistryCabinet } from './registryCabinet';
import type { RegistrySections } from './registrySections';

/**
 * The area's pages inside a cabinet, relative to its prefix: the list and the detail under it, each its own chunk.
 * `sections`: the cabinet's own pages the list shows under §4's main, reports and reward tabs when the flags allow.
 */
export function registryPages(cabinet: RegistryCabinet, sections: RegistrySections = {}): CabinetPage[] {
  return [
    { path: cabinet.listSegment, element: lazyPage(() => import('./screens/RegistriesPage'), ({ RegistriesPage }) => <RegistriesPage cabinet={cabinet} sections={sections} />) },
    {
      path: `${cabinet.listSegment}/:id`,
      element: lazyPage(() => import('./screens/RegistryDetailPage'), ({ RegistryDetailPage }) => <RegistryDetailPage cabinet={cabinet} />),
    },
  ];
}

/**
 * The standalone detail routes, relative to the cabinet: spec §2's own form 'registries{branch}/:id/detail' (the branch
 * word straight after 'registries', no slash), and 'registries/{branch}/:id/detail', which earlier links used.
 */
export function standaloneDetailRoutes(branch: string): string[] {
  return [`registries${branch}/:id/detail`, `registries/${branch}/:id/detail`];
}
