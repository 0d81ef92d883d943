import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@portal/ui/query';
import { callReportingFailure, setPercentLoader } from '@portal/platform';
import { fetchOneStageDetail, fetchRegistryStage, type RegistryStage } from '../api/detailCalls';
import { mergeRegistryStages, type MergedRegistry, type StageAnswers } from '../api/mergeRegistryStages';
import type { RegistryCabinet } from '../registryCabinet';
import { LOADER_LOADING_REGISTRY } from '../registryMessages';
import { registryKeys } from './registryKeys';

/** The registry as shown, and the stage answers it was read from (a reload replaces some and reads them again). */
export type LoadedRegistry = MergedRegistry;

/** Spec §4: the detail loads in stages with progress 7, 57, 89, then 100 percent; each stage is one call. */
export const DETAIL_STAGE_PERCENTS = [7, 57, 89, 100] as const;
const STAGES: readonly RegistryStage[] = ['detail', 'registry', 'supplies', 'files'];

function stage(percent: number): void {
  setPercentLoader({ show: true, percent, message: LOADER_LOADING_REGISTRY });
}

function merged(cabinet: RegistryCabinet, id: string, stages: StageAnswers): Promise<LoadedRegistry> {
  const call = `GET ${cabinet.apiPrefix}/{id}/detail`;
  // Reading the answers can fail like a call (an answer without anything usable): reported the same way.
  return callReportingFailure(call, async () => mergeRegistryStages(call, stages, id));
}

async function loadStaged(cabinet: RegistryCabinet, id: string): Promise<LoadedRegistry> {
  try {
    if (!cabinet.stagedDetail) {
      stage(DETAIL_STAGE_PERCENTS[0]);
      const all = await fetchOneStageDetail(cabinet, id);
      stage(DETAIL_STAGE_PERCENTS[3]);
      return await merged(cabinet, id, { detail: all });
    }
    const stages: StageAnswers = {};
    for (const [index, name] of STAGES.entries()) {
      stage(DETAIL_STAGE_PERCENTS[index]!);
      stages[name] = await fetchRegistryStage(cabinet, id, name);
    }
    return await merged(cabinet, id, stages);
  } finally {
    hideLoaderAfterTheAnswerIsShown();
  }
}

/**
 * The loader closes once React has shown what the stages answered, not before: its closing (an exit animation
 * that reads computed styles) would otherwise run first and hold the registry's first rows back by a frame.
 * TanStack Query hands the answer to React in a zero-delay timer queued after this one; timers of the
 * same delay run in order, so the second timer runs after that render. It runs even when no page is mounted.
 */
function hideLoaderAfterTheAnswerIsShown(): void {
  setTimeout(() => setTimeout(() => setPercentLoader({ show: false, percent: 0, message: '' })));
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
        queryClient.setQueryData<LoadedRegistry>(key, await merged(cabinet, id, { detail: all }));
        return;
      }
      const fresh = await Promise.all(parts.map(async (part) => [part, await fetchRegistryStage(cabinet, id, part)] as const));
      const old = queryClient.getQueryData<LoadedRegistry>(key);
      if (!old) return;
      queryClient.setQueryData<LoadedRegistry>(key, await merged(cabinet, id, { ...old.stages, ...Object.fromEntries(fresh) }));
    },
    [cabinet, id, queryClient],
  );
  return { ...query, reload };
}
