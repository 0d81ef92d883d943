import type { Supply } from '@portal/api';
import { Table, Text } from '@portal/ui/chakra';
import { formatDate, formatMoney } from '@portal/ui';
import { EmptyState } from './ListStates';

interface SuppliesTableProps {
  supplies: readonly Supply[];
  total: number;
}

function flags(supply: Supply): string {
  return [supply.invalid ? 'ошибка' : '', supply.verificationDebtor ? 'подтверждена дебитором' : '', supply.financing ? 'к финансированию' : ''].filter(Boolean).join(', ');
}

/**
 * The registry's supplies, read-only in part 1. Kept on its own: part 2 replaces it with the selectable,
 * virtualised table for 10 000 supplies.
 */
export function SuppliesTable({ supplies, total }: SuppliesTableProps) {
  if (supplies.length === 0) return <EmptyState>В заявке нет поставок.</EmptyState>;
  const sum = supplies.reduce((acc, supply) => acc + supply.supplyAmount, 0);
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" borderRadius="md" maxH="480px">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" px="3" py="2">
          {`Поставки заявки: ${total}`}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Документ (УПД)</Table.ColumnHeader>
            <Table.ColumnHeader>Дата поставки</Table.ColumnHeader>
            <Table.ColumnHeader>Срок оплаты</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Сумма</Table.ColumnHeader>
            <Table.ColumnHeader>Отметки</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {supplies.map((supply, index) => (
            <Table.Row key={`${supply.id}-${index}`}>
              <Table.Cell>{supply.updDocument.document.name || `№ ${supply.id}`}</Table.Cell>
              <Table.Cell>{formatDate(supply.supplyDate) || '—'}</Table.Cell>
              <Table.Cell>{formatDate(supply.dueDate) || '—'}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatMoney(supply.supplyAmount)}
              </Table.Cell>
              <Table.Cell>
                <Text color={supply.invalid ? 'fg.error' : 'fg.muted'}>{flags(supply) || '—'}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell colSpan={3} fontWeight="semibold">
              Итого
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap" data-testid="supplies-sum">
              {formatMoney(sum)}
            </Table.Cell>
            <Table.Cell />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
