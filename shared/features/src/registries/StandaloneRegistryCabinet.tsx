import { useMemo, type ReactNode } from 'react';
import { runtimeConfig } from '@portal/platform';
import { lazyPage } from '@portal/ui';
import { Route, Routes } from '@portal/ui/router';
import type { RegistryCabinet } from './registryCabinet';
import { standaloneDetailRoutes } from './registryPages';

/**
 * Wraps a cabinet so the standalone registry detail (spec §2 '/{cabinet}/registries{branch}/{id}/detail') renders
 * on its own, without the side menu; every other path goes to the cabinet.
 */
export function WithStandaloneRegistryDetail({ cabinet, children }: { cabinet: RegistryCabinet; children: ReactNode }) {
  // Its own chunk, made once per cabinet (see lazyPage).
  const detail = useMemo(
    () => lazyPage(() => import('./screens/RegistryDetailPage'), ({ RegistryDetailPage }) => <RegistryDetailPage cabinet={cabinet} standalone />),
    [cabinet],
  );
  return (
    <Routes>
      {standaloneDetailRoutes(runtimeConfig().registryBranchSegment).map((path) => (
        <Route key={path} path={path} element={detail} />
      ))}
      <Route path="*" element={children} />
    </Routes>
  );
}
