import type { Reward, RewardSortField } from '@portal/api';
import { Link, Table, Text } from '@portal/ui/chakra';
import { Link as RouterLink } from '@portal/ui/router';
import { formatDate, formatMoney, NO_VALUE, orDash } from '@portal/ui/format';
import { rewardDetailPath, type RewardsCabinet } from '../rewardsCabinet';
import { RewardActionButtons } from './RewardActionButtons';
import { RewardStatusBadge } from './RewardStatusBadge';
import { rewardName, rewardPeriodText } from '../rules/rewardName';
import { FillTextCell, TableScrollArea, SortHeader } from '@portal/ui';

interface RewardsTableProps {
  cabinet: RewardsCabinet;
  items: readonly Reward[];
  sortBy: RewardSortField;
  sortDesc: boolean;
  onSort: (field: RewardSortField, desc: boolean) => void;
}

/** A period as DD.MM.YYYY – DD.MM.YYYY, or what there is of it, or '—'. */
export function rewardPeriod(reward: Reward): string {
  return orDash(rewardPeriodText(reward));
}

/**
 * One page of rewards: the number (opens the detail) over its period, amount, date, the contract over its registry, the client
 * (over the debtor for the agent), status, actions; every row two lines high (decision 0034).
 */
export function RewardsTable({ cabinet, items, sortBy, sortDesc, onSort }: RewardsTableProps) {
  const sort = { sortBy, sortDesc, onSort };
  return (
    <TableScrollArea label="Вознаграждения" stickyEndColumns={cabinet.canAct ? 2 : 1} borderWidth="1px" borderColor="border" borderRadius="md">
      <Table.Root size="sm" interactive>
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" px="3" py="2">
          Вознаграждения
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <SortHeader<RewardSortField> field="number" label="Номер / период" {...sort} />
            {/* The sum beside the number: in view wherever the table scrolls under its pinned status and actions
                (768 px), so nobody approves a reward without seeing it. */}
            <SortHeader<RewardSortField> field="amount" label="Сумма" textAlign="end" firstDesc {...sort} />
            <SortHeader<RewardSortField> field="create_date" label="Дата" firstDesc {...sort} />
            <Table.ColumnHeader>Договор / реестр</Table.ColumnHeader>
            <Table.ColumnHeader>{cabinet.partyColumn === 'clientAndDebtor' ? 'Клиент / дебитор' : 'Клиент'}</Table.ColumnHeader>
            <SortHeader<RewardSortField> field="status" label="Статус" {...sort} />
            {cabinet.canAct ? <Table.ColumnHeader textAlign="end">Действия</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((reward, index) => {
            return (
              <Table.Row key={`${reward.id}-${index}`} data-reward-id={String(reward.id)}>
                <Table.Cell>
                  <Link asChild color="fg" textDecoration="underline">
                    {/* Without a number the link reads «Без номера»; its accessible name adds the period or date. */}
                    <RouterLink to={rewardDetailPath(cabinet, reward.id)} aria-label={`Открыть вознаграждение ${rewardName(reward)}`}>
                      {reward.number || 'Без номера'}
                    </RouterLink>
                  </Link>
                  <Text color="fg.muted" fontSize="xs">
                    {rewardPeriod(reward)}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {reward.amount === null ? NO_VALUE : formatMoney(reward.amount)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{orDash(formatDate(reward.createDate))}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Text>{orDash(reward.contractFactNum)}</Text>
                  <Text color="fg.muted" fontSize="xs">
                    {orDash(reward.registryNumber)}
                  </Text>
                </Table.Cell>
                {cabinet.partyColumn === 'clientAndDebtor' ? <FillTextCell text={orDash(reward.client)} secondary={orDash(reward.debtor)} /> : <FillTextCell text={orDash(reward.client)} />}
                {/* Focus rests here after an approval or a rejection removed the buttons that were pressed. */}
                <Table.Cell tabIndex={-1} data-reward-status="">
                  <RewardStatusBadge status={reward.status} />
                </Table.Cell>
                {cabinet.canAct ? (
                  <Table.Cell textAlign="end">
                    <RewardActionButtons cabinet={cabinet} reward={reward} />
                  </Table.Cell>
                ) : null}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}
