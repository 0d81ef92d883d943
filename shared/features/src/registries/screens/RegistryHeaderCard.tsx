import type { RegistryDetail, RegistryHeader } from '@portal/api';
import { Box, Flex, Text } from '@portal/ui/chakra';
import { formatDate, formatMoney } from '@portal/ui';

interface RegistryHeaderCardProps {
  header: RegistryHeader;
  detail: RegistryDetail;
  suppliesTotal: number;
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <Box minW="48">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {value || '—'}
      </Text>
    </Box>
  );
}

/** The registry's header data (stage 2) with the figures of stage 1. */
export function RegistryHeaderCard({ header, detail, suppliesTotal }: RegistryHeaderCardProps) {
  const registry = detail.registry;
  return (
    <Flex as="dl" wrap="wrap" gap="4" borderWidth="1px" borderColor="border" borderRadius="md" p="4" bg="bg.subtle">
      <Item label="Статус" value={header.status.name || registry.status.name} />
      <Item label="Дата создания" value={formatDate(header.createDate || registry.createDate)} />
      <Item label="Поставщик" value={header.supplier} />
      <Item label="Дебитор" value={header.debtor || registry.debtor} />
      <Item label="ИНН дебитора" value={header.debtorInn} />
      <Item label="Договор" value={[header.contractFactNum || registry.contractFactNum, formatDate(header.contractFactDate)].filter(Boolean).join(' от ')} />
      <Item label="Источник" value={registry.source} />
      <Item label="Поставок" value={String(detail.total ?? suppliesTotal)} />
      <Item label="Сумма" value={header.amount === null ? '' : formatMoney(header.amount)} />
      <Item label="Лимит" value={detail.alllimit === null ? '' : formatMoney(detail.alllimit)} />
      <Item label="Дата финансирования" value={formatDate(detail.futureFundingDate)} />
    </Flex>
  );
}
