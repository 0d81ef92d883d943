import type { RegistryListFilter } from '@portal/api';
import { Link, Table } from '@portal/ui/chakra';
import { Link as RouterLink } from '@portal/ui/router';
import { formatDate, formatMoney, NO_VALUE, orDash } from '@portal/ui/format';
import { useRegistryList } from '../registries/hooks/useRegistryList';
import { registryName } from '../registries/rules/registryName';
import { registryStatusLabel } from '../registries/rules/registryState';
import { registryDetailPath, registryListPath, type RegistryCabinet } from '../registries/registryCabinet';
import { MainPanel } from './MainPanel';
import { TableScrollArea, EmptyState, LoadFailure, TableSkeleton } from '@portal/ui';

/** How many of the newest registries a main page shows. */
export const LATEST_REGISTRIES = 5;

const LATEST_FILTER: RegistryListFilter = { sortBy: 'create_date', sortDesc: true, page: 0, size: LATEST_REGISTRIES, pagination: true, source: null, category: null };

/** The newest registries with their status, each a link to its detail; the registries area's list query. */
export function LatestRegistriesPanel({ cabinet }: { cabinet: RegistryCabinet }) {
  const list = useRegistryList(cabinet, LATEST_FILTER, true);
  const body = (() => {
    if (list.isPending) return <TableSkeleton label="Загрузка последних заявок" rows={LATEST_REGISTRIES} />;
    if (list.isError) return <LoadFailure what="последние заявки" onRetry={() => void list.refetch()} />;
    if (list.data.items.length === 0) return <EmptyState>Заявок пока нет.</EmptyState>;
    return (
      <TableScrollArea label="Последние заявки">
        <Table.Root size="sm" data-testid="main-latest-registries">
          <Table.Caption srOnly>Последние заявки</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Номер</Table.ColumnHeader>
              <Table.ColumnHeader>Дата создания</Table.ColumnHeader>
              <Table.ColumnHeader>Статус</Table.ColumnHeader>
              <Table.ColumnHeader>Дебитор</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Сумма</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.data.items.map((item, index) => (
              <Table.Row key={`${item.id}-${index}`}>
                <Table.Cell>
                  <Link asChild color="fg" textDecoration="underline">
                    {/* Without a number the link reads «Без номера»; its accessible name adds the date. */}
                    <RouterLink to={registryDetailPath(cabinet, item.id)} aria-label={item.number ? undefined : `Заявка ${registryName(item)}`}>
                      {item.number || 'Без номера'}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{orDash(formatDate(item.createDate))}</Table.Cell>
                <Table.Cell>{orDash(registryStatusLabel(item.status))}</Table.Cell>
                <Table.Cell>{orDash(item.debtor)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {item.amount === null ? NO_VALUE : formatMoney(item.amount)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScrollArea>
    );
  })();
  return (
    <MainPanel id="main-latest-registries" title="Последние заявки" more={{ to: registryListPath(cabinet), label: 'Все заявки' }}>
      {body}
    </MainPanel>
  );
}
