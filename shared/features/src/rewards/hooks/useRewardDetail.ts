import { useQuery, useQueryClient, type QueryClient } from '@portal/ui/query';
import type { Reward } from '@portal/api';
import { fetchRewardDetail, type RewardPage } from '../api/rewardCalls';
import { fillReward } from '../rules/fillReward';
import type { RewardsCabinet } from '../rewardsCabinet';
import { rewardKeys } from './rewardKeys';

/** The reward as a list page still valid in the cache shows it (a list invalidated by an action is not trusted). */
function listedReward(queryClient: QueryClient, cabinet: RewardsCabinet, id: string): Reward | undefined {
  for (const [key, page] of queryClient.getQueriesData<RewardPage>({ queryKey: rewardKeys.lists(cabinet) })) {
    if (queryClient.getQueryState(key)?.isInvalidated) continue;
    const found = page?.items.find((item) => String(item.id) === id);
    if (found) return found;
  }
  return undefined;
}

/** GET …/{id}/detail; what the detail leaves out (spec §3 promises only reward {id}) is taken from the list row. */
export function useRewardDetail(cabinet: RewardsCabinet, id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: rewardKeys.detail(cabinet, id),
    queryFn: async () => {
      const detail = await fetchRewardDetail(cabinet, id);
      return { ...detail, reward: fillReward(detail.reward, listedReward(queryClient, cabinet, id)) };
    },
  });
}
