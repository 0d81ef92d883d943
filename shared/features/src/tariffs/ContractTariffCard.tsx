import type { ContractTariff } from '@portal/api';
import { Badge, Box, Heading, HStack, Table, Text } from '@portal/ui/chakra';
import { formatDate, formatMoney, NO_VALUE, orDash } from '@portal/ui/format';
import { TableScrollArea } from '@portal/ui';

/** A rate as it reads in a tariff: '18,5 % годовых', '500 руб. за реестр'. */
function rateText(rate: number | null, unit: string): string {
  if (rate === null) return NO_VALUE;
  return `${rate.toLocaleString('ru-RU', { maximumFractionDigits: 4 })} ${unit}`.trim();
}

/** One contract: its terms and the fee lines of its tariff. */
export function ContractTariffCard({ tariff }: { tariff: ContractTariff }) {
  const headingId = `tariff-${tariff.contractFactNum.replace(/[^\p{L}\d]+/gu, '-')}`;
  const date = formatDate(tariff.contractDate);
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderColor="border" borderRadius="md" p="4" data-testid="contract-tariff">
      <HStack justify="space-between" wrap="wrap" mb="2">
        <Heading as="h3" size="sm" id={headingId} overflowWrap="anywhere">
          {`Договор ${tariff.contractFactNum}${date ? ` от ${date}` : ''}`}
        </Heading>
        {tariff.status ? <Badge colorPalette={tariff.status === 'Действует' ? 'green' : 'gray'}>{tariff.status}</Badge> : null}
      </HStack>
      <Text color="fg.muted" mb="3" overflowWrap="anywhere">
        {[tariff.debtor && `Дебитор: ${tariff.debtor}`, tariff.type, tariff.limit !== null && `Лимит по договору: ${formatMoney(tariff.limit)} Руб.`, tariff.financingPercent !== null && `Финансирование: ${tariff.financingPercent} %`, tariff.delayDays !== null && `Отсрочка: ${tariff.delayDays} дн.`]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {tariff.lines.length === 0 ? (
        <Text color="fg.muted">Тарифные ставки не указаны.</Text>
      ) : (
        <TableScrollArea label={`Тариф по договору ${tariff.contractFactNum}`}>
          <Table.Root size="sm">
            <Table.Caption srOnly>{`Тариф по договору ${tariff.contractFactNum}`}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Услуга</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Ставка</Table.ColumnHeader>
                <Table.ColumnHeader>Примечание</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tariff.lines.map((line, index) => (
                <Table.Row key={`${line.name}-${index}`}>
                  <Table.Cell>{orDash(line.name)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {rateText(line.rate, line.unit)}
                  </Table.Cell>
                  <Table.Cell>{orDash(line.note)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      )}
    </Box>
  );
}
