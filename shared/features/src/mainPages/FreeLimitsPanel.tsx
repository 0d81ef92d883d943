import type { Scope } from '@portal/api';
import { useCurrentUser } from '@portal/platform';
import { Table, Text } from '@portal/ui/chakra';
import { formatMoney, orDash } from '@portal/ui/format';
import { useFactoringLimits, TableScrollArea, LoadFailure, TableSkeleton } from '@portal/ui';
import { MainPanel } from './MainPanel';

/** Spec §9 limit currency label. */
const CURRENCY = 'Руб.';

/** The free factoring limit per contract and in total: the header's limits call, answered from the same query. */
export function FreeLimitsPanel({ scope }: { scope: Scope }) {
  const user = useCurrentUser();
  const limits = useFactoringLimits(user?.username ?? '', scope);
  const body = (() => {
    if (limits.isPending) return <TableSkeleton label="Загрузка лимитов" rows={3} />;
    if (limits.isError) return <LoadFailure what="лимиты" onRetry={() => void limits.refetch()} />;
    if (limits.data.limits.length === 0) return <Text color="fg.muted">Свободного лимита по договорам нет.</Text>;
    return (
      <TableScrollArea label="Свободный лимит по договорам">
        <Table.Root size="sm" data-testid="main-limits">
          <Table.Caption captionSide="top" textAlign="start" color="fg.muted" pb="2">
            {`Всего доступно: ${formatMoney(limits.data.sumLimit)} ${CURRENCY}`}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Договор</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{`Свободный лимит, ${CURRENCY}`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {limits.data.limits.map((limit) => (
              <Table.Row key={limit.contractFactNum}>
                <Table.Cell>{orDash(limit.contractFactNum)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatMoney(limit.freeLimit)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScrollArea>
    );
  })();
  return (
    <MainPanel id="main-limits" title="Свободный лимит по договорам">
      {body}
    </MainPanel>
  );
}
