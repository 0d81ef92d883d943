import { REGISTRY_STATUS_ID } from '../rules/focusAfterStep';
import { registryStatusLabel } from '../rules/registryState';
import type { RegistryDetail, RegistryHeader } from '@portal/api';
import { Box } from '@portal/ui/chakra';
import { formatDate, formatMoney, orDash } from '@portal/ui';

interface RegistryHeaderCardProps {
  header: RegistryHeader;
  detail: RegistryDetail;
  suppliesTotal: number;
}

/**
 * The card and its items styled once from the card: eleven items as Chakra elements were 34 style
 * objects serialised and hashed on every render of the registry detail, before its first supply row.
 */
const CARD_CSS = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  p: '4',
  bg: 'bg.subtle',
  '& > div': { minW: '48' },
  '& dt': { fontSize: 'sm', color: 'fg.muted' },
  '& dd': { fontWeight: 'medium' },
} as const;

function Item({ label, value, id }: { label: string; value: string; id?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      {/* The status takes focus (not Tab) when a step leaves nothing else to do (rules/focusAfterStep). */}
      <dd id={id} tabIndex={id ? -1 : undefined}>
        {orDash(value)}
      </dd>
    </div>
  );
}

/** The registry's header data (stage 2) with the figures of stage 1. */
export function RegistryHeaderCard({ header, detail, suppliesTotal }: RegistryHeaderCardProps) {
  const registry = detail.registry;
  return (
    <Box as="dl" css={CARD_CSS}>
      <Item label="Статус" value={registryStatusLabel(header.status) || registryStatusLabel(registry.status)} id={REGISTRY_STATUS_ID} />
      <Item label="Дата создания" value={formatDate(header.createDate || registry.createDate)} />
      <Item label="Поставщик" value={header.supplier} />
      <Item label="Дебитор" value={header.debtor || registry.debtor} />
      <Item label="ИНН дебитора" value={header.debtorInn} />
      <Item label="Договор" value={[header.contractFactNum || registry.contractFactNum, formatDate(header.contractFactDate)].filter(Boolean).join(' от ')} />
      <Item label="Источник" value={registry.source} />
      <Item label="Поставок" value={String(detail.total ?? suppliesTotal)} />
      <Item label="Сумма" value={header.amount === null ? '' : formatMoney(header.amount)} />
      {/* §4: the balance is alllimit less what is chosen, so alllimit is what is left of the contract's limit: the
          figure the main page and the header's tooltip give the contract, under the same name. */}
      <Item label="Свободный лимит по договору" value={detail.alllimit === null ? '' : formatMoney(detail.alllimit)} />
      <Item label="Дата финансирования" value={formatDate(detail.futureFundingDate)} />
    </Box>
  );
}
