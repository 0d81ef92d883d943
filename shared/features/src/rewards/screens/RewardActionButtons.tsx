import { useState } from 'react';
import type { Reward } from '@portal/api';
import { Button, HStack } from '@portal/ui/chakra';
import { useRewardAction } from '../hooks/useRewardAction';
import { rewardActionsFor } from '../rules/rewardActions';
import { rewardName } from '../rules/rewardName';
import type { RewardsCabinet } from '../rewardsCabinet';
import { RejectRewardDialog } from './RejectRewardDialog';

/** The actions the reward's state allows (none for the debtor); reject asks for a confirmation and a reason. */
export function RewardActionButtons({ cabinet, reward, size = 'xs' }: { cabinet: RewardsCabinet; reward: Reward; size?: 'xs' | 'sm' }) {
  const offers = rewardActionsFor(reward.status, cabinet.canAct);
  const action = useRewardAction(cabinet);
  const [rejecting, setRejecting] = useState(false);
  if (offers.length === 0) return null;
  const name = rewardName(reward);
  return (
    // In the table's small size the buttons stay on one line, so every row keeps one height.
    <HStack gap="1" justify="end" wrap={size === 'xs' ? 'nowrap' : 'wrap'}>
      {offers.map((offer) => (
        <Button
          key={offer.kind === 'action' ? offer.action : offer.kind}
          size={size}
          variant={offer.kind === 'agreement' ? 'solid' : 'outline'}
          colorPalette={offer.kind === 'reject' ? 'red' : undefined}
          disabled={action.isPending}
          aria-label={`${offer.label}: вознаграждение ${name}`}
          onClick={() => (offer.kind === 'reject' ? setRejecting(true) : action.mutate({ id: reward.id, offer }))}
        >
          {offer.label}
        </Button>
      ))}
      <RejectRewardDialog
        rewardName={rejecting ? name : null}
        sending={action.isPending}
        onCancel={() => setRejecting(false)}
        onReject={(reason) => {
          const reject = offers.find((offer) => offer.kind === 'reject');
          // The dialog (and the typed reason) stays until the server took the rejection: a failure loses nothing.
          if (reject) action.mutate({ id: reward.id, offer: reject, reason }, { onSuccess: () => setRejecting(false) });
        }}
      />
    </HStack>
  );
}
