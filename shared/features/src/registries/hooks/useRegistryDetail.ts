import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@portal/ui/query';
import type { RegistryDetail, RegistryFiles, RegistryHeader } from '@portal/api';
import { setPercentLoader } from '@portal/platform';
import { fetchOneStageDetail, fetchRegistryDetail, fetchRegistryFiles, fetchRegistryHeader, fetchRegistrySupplies, type RegistrySupplies } from '../api/detailCalls';
import type { RegistryCabinet } from '../registryCabinet';
import { LOADER_LOADING_REGISTRY } from '../registryMessages';
import { registryKeys } from './registryKeys';

export interface LoadedRegistry {
  detail: RegistryDetail;
  header: RegistryHeader;
  supplies: RegistrySupplies;
  files: RegistryFiles;
}

/** Spec §4: the detail loads in stages with progress 7, 57, 89, then 100 percent; each stage is one call. */
export const DETAIL_STAGE_PERCENTS = [7, 57, 89, 100] as const;

function stage(percent: number): void {
  setPercentLoader({ show: true, percent, message: LOADER_LOADING_REGISTRY });
}

async function loadStaged(cabinet: RegistryCabinet, id: string): Promise<LoadedRegistry> {
  try {
    if (!cabinet.stagedDetail) {
      stage(DETAIL_STAGE_PERCENTS[0]);
      const all = await fetchOneStageDetail(cabinet, id);
      stage(DETAIL_STAGE_PERCENTS[3]);
      return all;
    }
    stage(DETAIL_STAGE_PERCENTS[0]);
    const detail = await fetchRegistryDetail(cabinet, id);
    stage(DETAIL_STAGE_PERCENTS[1]);
    const header = await fetchRegistryHeader(cabinet, id);
    stage(DETAIL_STAGE_PERCENTS[2]);
    const supplies = await fetchRegistrySupplies(cabinet, id);
    stage(DETAIL_STAGE_PERCENTS[3]);
    const files = await fetchRegistryFiles(cabinet, id);
    return { detail, header, supplies, files };
  } finally {
    setPercentLoader({ show: false, percent: 0, message: '' });
  }
}

export type RegistryPart = 'detail' | 'supplies' | 'files';

/** The registry's detail, and a reload of some of its parts (after a check, an upload, a delete). */
export function useRegistryDetail(cabinet: RegistryCabinet, id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: registryKeys.detail(cabinet, id), queryFn: () => loadStaged(cabinet, id), staleTime: 30_000, retry: false });

  const reload = useCallback(
    async (parts: readonly RegistryPart[]) => {
      const key = registryKeys.detail(cabinet, id);
      if (!cabinet.stagedDetail) {
        const all = await fetchOneStageDetail(cabinet, id);
        queryClient.setQueryData<LoadedRegistry>(key, all);
        return;
      }
      const [detail, supplies, files] = await Promise.all([
        parts.includes('detail') ? fetchRegistryDetail(cabinet, id) : null,
        parts.includes('supplies') ? fetchRegistrySupplies(cabinet, id) : null,
        parts.includes('files') ? fetchRegistryFiles(cabinet, id) : null,
      ]);
      queryClient.setQueryData<LoadedRegistry>(key, (old) => (old ? { ...old, ...(detail ? { detail } : {}), ...(supplies ? { supplies } : {}), ...(files ? { files } : {}) } : old));
    },
    [cabinet, id, queryClient],
  );
  return { ...query, reload };
}
