import type { ReactNode } from 'react';
import { runtimeConfig } from '@portal/platform';
import { Route, Routes } from '@portal/ui/router';
import type { RegistryCabinet } from './registryCabinet';
import { standaloneDetailRoute } from './registryPages';
import { RegistryDetailPage } from './screens/RegistryDetailPage';

/**
 * Wraps a cabinet so the standalone registry detail (spec §2 '/{cabinet}/registries{branch}/{id}/detail') renders
 * on its own, without the side menu; every other path goes to the cabinet.
 */
export function WithStandaloneRegistryDetail({ cabinet, children }: { cabinet: RegistryCabinet; children: ReactNode }) {
  return (
    <Routes>
      <Route path={standaloneDetailRoute(runtimeConfig().registryBranchSegment)} element={<RegistryDetailPage cabinet={cabinet} standalone />} />
      <Route path="*" element={children} />
    </Routes>
  );
}
