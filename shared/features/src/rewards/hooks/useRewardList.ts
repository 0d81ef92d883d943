import { keepPreviousData, useQuery } from '@portal/ui/query';
import type { RewardListFilter } from '@portal/api';
import { fetchRewardPage } from '../api/rewardCalls';
import type { RewardsCabinet } from '../rewardsCabinet';
import { rewardKeys } from './rewardKeys';

/** One page of rewards, sorted and paged by the server; the previous page stays shown while the next loads. */
export function useRewardList(cabinet: RewardsCabinet, filter: RewardListFilter) {
  return useQuery({
    queryKey: rewardKeys.list(cabinet, filter),
    queryFn: ({ signal }) => fetchRewardPage(cabinet, filter, signal),
    placeholderData: keepPreviousData,
  });
}
