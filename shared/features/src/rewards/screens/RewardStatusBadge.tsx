import type { RewardStatus } from '@portal/api';
import { Badge } from '@portal/ui/chakra';
import { rewardStatusName } from '../rules/rewardActions';

/** Colour by meaning (semantic palettes keep the text readable in both themes). */
const PALETTE: Record<string, string> = { ON_AGREEMENT: 'orange', AGREED: 'green', REJECTED: 'red', ON_PAYMENT: 'blue', PAID: 'green', DRAFT: 'gray' };

export function RewardStatusBadge({ status }: { status: RewardStatus }) {
  return (
    <Badge colorPalette={PALETTE[status.code] ?? 'gray'} variant="subtle" data-status={status.code}>
      {rewardStatusName(status)}
    </Badge>
  );
}
