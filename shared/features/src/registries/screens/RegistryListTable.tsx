import { useEffect } from 'react';
import type { RegistryListFilter, RegistryListItem, RegistrySortField } from '@portal/api';
import { runtimeConfig } from '@portal/platform';
import { Box, HStack, IconButton, Link, Table } from '@portal/ui/chakra';
import { Link as RouterLink } from '@portal/ui/router';
import { FillTextCell, formatDate, formatMoney, NO_VALUE, orDash, SortHeader, TableScrollArea } from '@portal/ui';
import { registryDetailPath, standaloneDetailPath, type RegistryCabinet } from '../registryCabinet';
import { carriedRowOf, rememberListRows } from '../rules/listRowCarried';
import { rowOffersDelete } from '../rules/registryControls';
import { registryStatusLabel } from '../rules/registryState';
import { registryName } from '../rules/registryName';

interface RegistryListTableProps {
  cabinet: RegistryCabinet;
  caption: string;
  items: readonly RegistryListItem[];
  /** The page's filter: travels with a row to its detail, which asks the same page again after an action. */
  filter?: RegistryListFilter;
  sortBy: RegistrySortField;
  sortDesc: boolean;
  onSort: (field: RegistrySortField, desc: boolean) => void;
  onDelete: (item: RegistryListItem) => void;
}


/** One page of registries: number (opens the detail), date, status, debtor (the supplier in LKD), contract, supplies, amount, source. */
export function RegistryListTable({ cabinet, caption, items, filter, sortBy, sortDesc, onSort, onDelete }: RegistryListTableProps) {
  const sort = { sortBy, sortDesc, onSort };
  const branch = runtimeConfig().registryBranchSegment;
  // The detail of a row opened later (by its link or otherwise) names it and knows its state from the row.
  useEffect(() => rememberListRows(cabinet.apiPrefix, items), [cabinet.apiPrefix, items]);
  return (
    <TableScrollArea label={caption} stickyEndColumns={1} borderWidth="1px" borderColor="border" borderRadius="md">
      <Table.Root size="sm" interactive>
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" px="3" py="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <SortHeader field="number" label="Номер" {...sort} />
            <SortHeader field="create_date" label="Дата создания" firstDesc {...sort} />
            <SortHeader field="status" label="Статус" {...sort} />
            {/* The debtor's own list names the supplier, not the debtor itself (decision 0037); no sort field is known for it. */}
            {cabinet.listParty === 'supplier' ? <Table.ColumnHeader>Поставщик</Table.ColumnHeader> : <SortHeader field="debtor" label="Дебитор" {...sort} />}
            <Table.ColumnHeader>Договор</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Поставок</Table.ColumnHeader>
            <SortHeader field="amount" label="Сумма" textAlign="end" firstDesc {...sort} />
            <Table.ColumnHeader>Источник</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Box as="span" srOnly>
                Действия
              </Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item, index) => {
            const name = registryName(item);
            return (
              <Table.Row key={`${item.id}-${index}`}>
                <Table.Cell>
                  <Link asChild color="fg" textDecoration="underline">
                    <RouterLink to={registryDetailPath(cabinet, item.id)} state={{ listRow: carriedRowOf(item), listFilter: filter }} aria-label={item.number ? undefined : `Заявка ${name}`}>
                      {item.number || 'Без номера'}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{orDash(formatDate(item.createDate))}</Table.Cell>
                <Table.Cell>{orDash(registryStatusLabel(item.status))}</Table.Cell>
                <FillTextCell text={orDash(cabinet.listParty === 'supplier' ? item.supplier : item.debtor)} />
                <Table.Cell>{orDash(item.contractFactNum)}</Table.Cell>
                <Table.Cell textAlign="end">{orDash(item.suppliesCount)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {item.amount === null ? NO_VALUE : formatMoney(item.amount)}
                </Table.Cell>
                <Table.Cell>{orDash(item.source)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {/* As tall as the delete button on every row, so rows with and without it are one height. */}
                  <HStack gap="1" justify="end" minH="8">
                    <Link asChild fontSize="sm" color="fg" textDecoration="underline" whiteSpace="nowrap">
                      <RouterLink to={standaloneDetailPath(cabinet, branch, item.id)} state={{ listRow: carriedRowOf(item), listFilter: filter }} aria-label={`Открыть заявку ${name} отдельно`}>
                        Отдельно
                      </RouterLink>
                    </Link>
                    {cabinet.checks.deleteRegistry && rowOffersDelete(item.permissions, item.status) ? (
                      <IconButton aria-label={`Удалить заявку ${name}`} size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(item)}>
                        ✕
                      </IconButton>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}
