import { HStack, Stack, Text } from '@portal/ui/chakra';
import { formatMoney } from '@portal/ui/format';
import { isOverLimit } from '../rules/financingBalance';
import { useSelection } from './selectionContext';
import { balanceOf } from './supplySelectionStore';

export const BALANCE_LABEL = 'Остаток лимита финансирования';
export const OVER_LIMIT_MESSAGE = 'Сумма поставок к финансированию превышает лимит: уберите часть поставок';
/** The limit currency label of spec §9. */
export const CURRENCY = 'Руб.';

/**
 * Financing balance = alllimit − Σ supplyAmount chosen for financing (spec §4), kept by the store as ticks happen;
 * '—' when the server sent no limit. Without `financing` (the debtor) only the registry count is shown.
 */
export function FinancingBalance({ financing }: { financing: boolean }) {
  const balance = useSelection(balanceOf);
  const inRegistry = useSelection((state) => state.counts.registry);
  const toFinancing = useSelection((state) => state.counts.financing);
  const total = useSelection((state) => state.rows.length);
  const over = financing && isOverLimit(balance);
  return (
    <Stack gap="1">
      <HStack gap="6" wrap="wrap" fontSize="sm">
        <Text>
          В реестре: <strong data-testid="chosen-registry">{inRegistry}</strong> из {total}
        </Text>
        {financing ? (
          <>
            <Text>
              К финансированию: <strong data-testid="chosen-financing">{toFinancing}</strong>
            </Text>
            <Text aria-live="polite">
              {BALANCE_LABEL}:{' '}
              <Text as="strong" color={over ? 'fg.error' : 'fg'} data-testid="financing-balance" whiteSpace="nowrap">
                {balance === null ? '—' : `${formatMoney(balance)} ${CURRENCY}`}
              </Text>
            </Text>
          </>
        ) : null}
      </HStack>
      {over ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {OVER_LIMIT_MESSAGE}
        </Text>
      ) : null}
    </Stack>
  );
}
