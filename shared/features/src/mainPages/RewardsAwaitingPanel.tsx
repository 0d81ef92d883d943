import type { RewardListFilter } from '@portal/api';
import { Link, Table, Text } from '@portal/ui/chakra';
import { Link as RouterLink } from '@portal/ui/router';
import { formatDate, formatMoney, NO_VALUE, orDash } from '@portal/ui/format';
import { useRewardList } from '../rewards/hooks/useRewardList';
import { rewardActionsFor } from '../rewards/rules/rewardActions';
import { rewardName } from '../rewards/rules/rewardName';
import { rewardDetailPath, type RewardsCabinet } from '../rewards/rewardsCabinet';
import { MainPanel } from './MainPanel';
import { TableScrollArea, EmptyState, LoadFailure, TableSkeleton } from '@portal/ui';

/** The list call has no status filter: the newest rewards (pagination off) are asked for and those awaiting the agent kept. */
const ALL_NEWEST: RewardListFilter = { sortBy: 'create_date', sortDesc: true, page: 0, size: 30, pagination: false };

/** LKA main: rewards awaiting the agent's approval, each a link to its detail where it is approved or rejected. */
export function RewardsAwaitingPanel({ cabinet }: { cabinet: RewardsCabinet }) {
  const list = useRewardList(cabinet, ALL_NEWEST);
  const body = (() => {
    if (list.isPending) return <TableSkeleton label="Загрузка вознаграждений" rows={4} />;
    if (list.isError) return <LoadFailure what="вознаграждения" onRetry={() => void list.refetch()} />;
    const waiting = list.data.items.filter((reward) => rewardActionsFor(reward.status, cabinet.canAct).some((offer) => offer.kind === 'agreement'));
    if (waiting.length === 0) return <EmptyState>Вознаграждений, ожидающих согласования, нет.</EmptyState>;
    return (
      <>
        <Text color="fg.muted" mb="2">{`Ожидают согласования: ${waiting.length}`}</Text>
        <TableScrollArea label="Вознаграждения на согласовании">
          <Table.Root size="sm" data-testid="main-rewards-awaiting">
            <Table.Caption srOnly>Вознаграждения на согласовании</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Номер</Table.ColumnHeader>
                <Table.ColumnHeader>Дата</Table.ColumnHeader>
                <Table.ColumnHeader>Договор</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Сумма</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {waiting.slice(0, 10).map((reward) => (
                <Table.Row key={String(reward.id)}>
                  <Table.Cell>
                    <Link asChild color="fg" textDecoration="underline">
                      {/* Without a number the link reads «Без номера»; its accessible name adds the period or date. */}
                      <RouterLink to={rewardDetailPath(cabinet, reward.id)} aria-label={reward.number ? undefined : `Вознаграждение ${rewardName(reward)}`}>
                        {reward.number || 'Без номера'}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{orDash(formatDate(reward.createDate))}</Table.Cell>
                  <Table.Cell>{orDash(reward.contractFactNum)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {reward.amount === null ? NO_VALUE : formatMoney(reward.amount)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      </>
    );
  })();
  return (
    <MainPanel id="main-rewards-awaiting" title="Вознаграждения на согласовании" more={{ to: cabinet.listPath, label: 'Все вознаграждения' }}>
      {body}
    </MainPanel>
  );
}
