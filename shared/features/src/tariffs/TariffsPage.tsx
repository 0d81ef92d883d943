import { Heading, Stack } from '@portal/ui/chakra';
import { PageTitle, EmptyState, LoadFailure, TableSkeleton } from '@portal/ui';
import type { ClientScope } from '@portal/api';
import { ContractTariffCard } from './ContractTariffCard';
import { DocumentTemplatesPanel } from './DocumentTemplatesPanel';
import { useTariffs } from './useTariffs';

/** Shown when the server has no tariffs call (it is not in spec §7; CONTRACT.md). */
export const TARIFFS_NOT_OFFERED = 'Сведения о тарифах сервер не предоставляет. Обратитесь к вашему менеджеру.';

/** /lkk/tariffs and /lkp/tariffs: the tariffs of the user's contracts, then the document templates (spec §7 GET /documentTemplate). */
export function TariffsPage({ scope }: { scope: ClientScope }) {
  const tariffs = useTariffs(scope);
  return (
    <Stack as="section" gap="6">
      <PageTitle>Тарифы</PageTitle>
      <Stack as="section" aria-labelledby="tariff-contracts" gap="3">
        <Heading as="h2" size="md" id="tariff-contracts">
          Тарифы по договорам
        </Heading>
        {tariffs.isPending ? (
          <TableSkeleton label="Загрузка тарифов" rows={4} />
        ) : tariffs.isError ? (
          <LoadFailure what="тарифы" onRetry={() => void tariffs.refetch()} />
        ) : tariffs.data === null ? (
          <EmptyState>{TARIFFS_NOT_OFFERED}</EmptyState>
        ) : tariffs.data.length === 0 ? (
          <EmptyState>Договоров с тарифами нет.</EmptyState>
        ) : (
          tariffs.data.map((tariff) => <ContractTariffCard key={tariff.contractFactNum} tariff={tariff} />)
        )}
      </Stack>
      <DocumentTemplatesPanel />
    </Stack>
  );
}
