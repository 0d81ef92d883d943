import { useRef, useState } from 'react';
import type { Reward } from '@portal/api';
import { sessionStore } from '@portal/platform';
import { Button, HStack } from '@portal/ui/chakra';
import { peekSessionDraft } from '@portal/ui';
import { useRewardAction } from '../hooks/useRewardAction';
import { rewardActionsFor } from '../rules/rewardActions';
import { rewardName } from '../rules/rewardName';
import type { RewardsCabinet } from '../rewardsCabinet';
import { RejectRewardDialog, rejectionDraftKey } from './RejectRewardDialog';

/** The actions the reward's state allows (none for the debtor); reject asks for a confirmation and a reason. */
export function RewardActionButtons({ cabinet, reward, size = 'xs' }: { cabinet: RewardsCabinet; reward: Reward; size?: 'xs' | 'sm' }) {
  const offers = rewardActionsFor(reward.status, cabinet.canAct);
  const action = useRewardAction(cabinet);
  // A rejection left open when the session ended opens again with its reason (decision 0059), if still offered.
  const [rejecting, setRejecting] = useState(
    () => offers.some((offer) => offer.kind === 'reject') && peekSessionDraft(rejectionDraftKey(reward.id), sessionStore.getState().userName) !== null,
  );
  const stack = useRef<HTMLDivElement>(null);
  const rejected = useRef(false);
  if (offers.length === 0) return null;
  // The pressed button goes with the state it offered: focus moves to the row's status (its result), not the page top.
  const statusOfRow = () => stack.current?.closest('[data-reward-id]')?.querySelector<HTMLElement>('[data-reward-status]') ?? null;
  const focusResult = (status: HTMLElement | null) => status?.focus();
  const name = rewardName(reward);
  return (
    // In the table's small size the buttons stay on one line, so every row keeps one height.
    <HStack ref={stack} gap="1" justify="end" wrap={size === 'xs' ? 'nowrap' : 'wrap'}>
      {offers.map((offer) => (
        <Button
          key={offer.kind === 'action' ? offer.action : offer.kind}
          size={size}
          variant={offer.kind === 'agreement' ? 'solid' : 'outline'}
          colorPalette={offer.kind === 'reject' ? 'red' : undefined}
          disabled={action.isPending}
          aria-label={`${offer.label}: вознаграждение ${name}`}
          onClick={() => {
            if (offer.kind === 'reject') {
              rejected.current = false;
              return setRejecting(true);
            }
            const status = statusOfRow();
            return action.mutate({ id: reward.id, offer }, { onSuccess: () => focusResult(status) });
          }}
        >
          {offer.label}
        </Button>
      ))}
      <RejectRewardDialog
        rewardName={rejecting ? name : null}
        draftKey={rejectionDraftKey(reward.id)}
        sending={action.isPending}
        onCancel={() => setRejecting(false)}
        resultFocus={() => (rejected.current ? statusOfRow() : null)}
        onReject={(reason) => {
          const reject = offers.find((offer) => offer.kind === 'reject');
          // The dialog (and the typed reason) stays until the server took the rejection: a failure loses nothing.
          if (reject)
            action.mutate(
              { id: reward.id, offer: reject, reason },
              {
                onSuccess: () => {
                  rejected.current = true;
                  setRejecting(false);
                },
              },
            );
        }}
      />
    </HStack>
  );
}
