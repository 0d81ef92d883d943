import { useQuery } from '@portal/ui/query';
import { fetchRewardDetail } from '../api/rewardCalls';
import type { RewardsCabinet } from '../rewardsCabinet';
import { rewardKeys } from './rewardKeys';

export function useRewardDetail(cabinet: RewardsCabinet, id: string) {
  return useQuery({ queryKey: rewardKeys.detail(cabinet, id), queryFn: () => fetchRewardDetail(cabinet, id) });
}
