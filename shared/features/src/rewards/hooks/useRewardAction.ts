import { useQueryClient } from '@portal/ui/query';
import { notify, withLoader } from '@portal/platform';
import { approveReward, rejectReward, runRewardAction } from '../api/rewardCalls';
import { ACTION_DONE, LOADER_PROCESSING, OPERATION_DONE } from '../rewardMessages';
import type { RewardActionOffer } from '../rules/rewardActions';
import type { RewardsCabinet } from '../rewardsCabinet';
import { rewardKeys } from './rewardKeys';
import { useSingleMutation } from '@portal/ui';

export interface RewardActionRun {
  id: string | number;
  offer: RewardActionOffer;
  /** The rejection reason (reject only). */
  reason?: string;
}

function run(cabinet: RewardsCabinet, { id, offer, reason }: RewardActionRun): Promise<void> {
  if (offer.kind === 'agreement') return approveReward(cabinet, id);
  if (offer.kind === 'reject') return rejectReward(cabinet, id, reason ?? '');
  return runRewardAction(cabinet, id, offer.action);
}

/** Approve, reject or the generic action; on success the message of §8 and the list and detail reload with the new state. */
export function useRewardAction(cabinet: RewardsCabinet) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (request: RewardActionRun) => withLoader(LOADER_PROCESSING, () => run(cabinet, request)),
    onSuccess: async (_answer, { offer }) => {
      notify(offer.kind === 'action' ? ACTION_DONE : OPERATION_DONE);
      await queryClient.invalidateQueries({ queryKey: rewardKeys.all(cabinet) });
    },
  });
}
