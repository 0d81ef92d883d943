import { chakra, Skeleton, Text, Tooltip } from '@portal/ui/chakra';
import type { Scope } from '@portal/api';
import { formatMoney, useFactoringLimits } from '@portal/ui';

export const LIMIT_LABEL = 'Доступный лимит';
export const LIMIT_CURRENCY = 'Руб.';

const money = (value: number) => `${formatMoney(value)} ${LIMIT_CURRENCY}`;

/**
 * LKK and LKP (spec §2): the available factoring limit, the sum of the contracts' free limits, with each
 * contract's limit in a tooltip (hover or keyboard focus); a skeleton until the answer arrives. `compact` (phones):
 * a smaller amount, so logo, limit and user menu share the header.
 */
export function FactoringLimit({ username, scope, compact = false }: { username: string; scope: Scope; compact?: boolean }) {
  const limits = useFactoringLimits(username, scope);
  if (scope !== 'LKK' && scope !== 'LKP') return null;
  if (limits.isPending && limits.fetchStatus !== 'idle') {
    return <Skeleton data-testid="header-limit-skeleton" role="status" aria-label={LIMIT_LABEL} height="32px" width={compact ? '120px' : '150px'} flexShrink={0} />;
  }
  if (!limits.data) return null;
  return (
    <Tooltip.Root openDelay={200} closeDelay={100} positioning={{ placement: 'bottom' }}>
      <Tooltip.Trigger asChild>
        <chakra.button type="button" data-testid="header-limit" textAlign="left" lineHeight="short" px={compact ? '1' : '2'} flexShrink={0} borderRadius="sm" cursor="default" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.primary' }}>
          <Text fontSize="xs" color="fg.muted">
            {LIMIT_LABEL}
          </Text>
          <Text fontWeight="semibold" fontSize={compact ? 'sm' : undefined} whiteSpace="nowrap">
            {money(limits.data.sumLimit)}
          </Text>
        </chakra.button>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content data-testid="header-limit-tooltip">
          {limits.data.limits.map((limit) => (
            <Text key={limit.contractFactNum} whiteSpace="nowrap">
              {limit.contractFactNum}: {money(limit.freeLimit)}
            </Text>
          ))}
        </Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
