import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portal/ui/router';
import { rewardListStateFromParams, rewardListStateToParams, type RewardListState } from '../rules/rewardListUrl';

/** Sort and page kept in the URL, so a reload or a shared link shows the same page. */
export function useRewardListState(): [RewardListState, (change: Partial<RewardListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => rewardListStateFromParams(params), [params]);
  const update = useCallback(
    (change: Partial<RewardListState>) => {
      // A new sort starts again from the first page.
      const next = { ...state, ...change, page: 'page' in change ? (change.page ?? 0) : 0 };
      setParams(rewardListStateToParams(next));
    },
    [state, setParams],
  );
  return [state, update];
}
