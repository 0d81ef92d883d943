import type { ReactNode } from 'react';
import type { RewardDetail } from '@portal/api';
import { Box, Heading, HStack, Link, Skeleton, Stack, Text } from '@portal/ui/chakra';
import { Link as RouterLink, useParams } from '@portal/ui/router';
import { formatDate, formatMoney, NO_VALUE, orDash } from '@portal/ui/format';
import { PageTitle, LoadFailure } from '@portal/ui';
import { useRewardDetail } from '../hooks/useRewardDetail';
import type { RewardsCabinet } from '../rewardsCabinet';
import { RewardActionButtons } from './RewardActionButtons';
import { RewardFileButton } from './RewardFileButton';
import { RewardStatusBadge } from './RewardStatusBadge';
import { rewardPeriod } from './RewardsTable';
import { rewardName } from '../rules/rewardName';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack as="div" gap="3" align="baseline" py="1" borderBottomWidth="1px" borderColor="border.muted">
      <Text as="dt" color="fg.muted" minW="48">
        {label}
      </Text>
      <Box as="dd" m="0">
        {children}
      </Box>
    </HStack>
  );
}


function RewardCard({ cabinet, detail }: { cabinet: RewardsCabinet; detail: RewardDetail }) {
  const { reward, act, report } = detail;
  return (
    <Stack gap="6">
      <Box as="dl" borderWidth="1px" borderColor="border" borderRadius="md" p="4" maxW="3xl">
        <Row label="Статус">
          <RewardStatusBadge status={reward.status} />
        </Row>
        <Row label="Дата">{orDash(formatDate(reward.createDate))}</Row>
        <Row label="Период">{rewardPeriod(reward)}</Row>
        <Row label="Договор">{orDash(reward.contractFactNum)}</Row>
        <Row label="Клиент">{orDash(reward.client)}</Row>
        <Row label="Дебитор">{orDash(reward.debtor)}</Row>
        <Row label="Реестр">{orDash(reward.registryNumber)}</Row>
        <Row label="Сумма">{reward.amount === null ? NO_VALUE : formatMoney(reward.amount)}</Row>
        <Row label="В т.ч. НДС">{reward.vatAmount === null ? NO_VALUE : formatMoney(reward.vatAmount)}</Row>
        {reward.rejectReason ? <Row label="Причина отклонения">{reward.rejectReason}</Row> : null}
      </Box>
      <Stack as="section" gap="2" aria-labelledby="reward-documents">
        <Heading as="h2" size="md" id="reward-documents">
          Документы
        </Heading>
        {act || report ? (
          // Wider apart than two buttons: two muted lines side by side must not read as one.
          <HStack gap="2" columnGap="6" wrap="wrap">
            {act ? <RewardFileButton cabinet={cabinet} rewardId={reward.id} file={act} label="Акт" /> : <Text color="fg.muted">Акт ещё не сформирован.</Text>}
            {report ? <RewardFileButton cabinet={cabinet} rewardId={reward.id} file={report} label="Отчёт" /> : <Text color="fg.muted">Отчёт ещё не сформирован.</Text>}
          </HStack>
        ) : (
          <Text color="fg.muted">Акт и отчёт ещё не сформированы.</Text>
        )}
      </Stack>
      {cabinet.canAct ? (
        <HStack>
          <RewardActionButtons cabinet={cabinet} reward={reward} size="sm" />
        </HStack>
      ) : null}
    </Stack>
  );
}

/** The reward detail on its own route (spec §2 /lka/reward/{id}/detail): reward, act, report; reachable by URL and reload. */
export function RewardDetailPage({ cabinet }: { cabinet: RewardsCabinet }) {
  const id = useParams().id ?? '';
  const detail = useRewardDetail(cabinet, id);
  const title = detail.data ? `Вознаграждение ${rewardName(detail.data.reward)}` : 'Вознаграждение';
  return (
    <section>
      <Link asChild color="fg" textDecoration="underline" mb="2" display="inline-block">
        <RouterLink to={cabinet.listPath}>← К списку вознаграждений</RouterLink>
      </Link>
      <PageTitle>{title}</PageTitle>
      {detail.isPending ? (
        <Stack gap="2" role="status" aria-busy="true" aria-label="Загрузка вознаграждения" maxW="3xl">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height="6" />
          ))}
        </Stack>
      ) : detail.isError ? (
        <LoadFailure what="вознаграждение" onRetry={() => void detail.refetch()} />
      ) : (
        <RewardCard cabinet={cabinet} detail={detail.data} />
      )}
    </section>
  );
}
