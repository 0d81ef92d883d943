import { useQuery, useQueryClient, type QueryClient } from '@portal/ui/query';
import { DEFAULT_REWARD_FILTER, type Reward } from '@portal/api';
import { fetchRewardDetail, fetchRewardPage, type RewardPage } from '../api/rewardCalls';
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

/** How many list pages (of the spec's 30) a detail without a status looks through for its reward's row. */
export const REWARD_LOOKUP_PAGES = 5;

/**
 * The reward's row, asked of the list itself (spec §7 POST {prefix}/all, newest first): for a detail opened by
 * address or reloaded after an action, when no valid list page is cached. Undefined when it is not among the newest.
 */
async function lookUpListedReward(cabinet: RewardsCabinet, id: string): Promise<Reward | undefined> {
  for (let page = 0; page < REWARD_LOOKUP_PAGES; page += 1) {
    const answer = await fetchRewardPage(cabinet, { ...DEFAULT_REWARD_FILTER, page });
    const found = answer.items.find((item) => String(item.id) === id);
    if (found) return found;
    if (answer.items.length < DEFAULT_REWARD_FILTER.size || (page + 1) * DEFAULT_REWARD_FILTER.size >= answer.total) return undefined;
  }
  return undefined;
}

/**
 * GET …/{id}/detail; what the detail leaves out (spec §3 promises only reward {id}) is taken from the list row: a
 * valid cached page, else the list asked again. Without a status the screen cannot tell a decided reward from one
 * awaiting approval, so it is worth one more call.
 */
export function useRewardDetail(cabinet: RewardsCabinet, id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: rewardKeys.detail(cabinet, id),
    queryFn: async () => {
      const detail = await fetchRewardDetail(cabinet, id);
      const hasStatus = Boolean(detail.reward.status.code || detail.reward.status.name);
      const listed = listedReward(queryClient, cabinet, id) ?? (hasStatus ? undefined : await lookUpListedReward(cabinet, id));
      return { ...detail, reward: fillReward(detail.reward, listed) };
    },
  });
}
