import { Stack } from '@portal/ui/chakra';
import { PageTitle, ListPager, EmptyState, LoadFailure, TableSkeleton } from '@portal/ui';
import { useRewardList } from '../hooks/useRewardList';
import { useRewardListState } from '../hooks/useRewardListState';
import { rewardFilterOf } from '../rules/rewardListUrl';
import type { RewardsCabinet } from '../rewardsCabinet';
import { RewardsTable } from './RewardsTable';

/** The rewards list (spec §3: create_date descending, 30 a page), server-side sort and paging kept in the URL. */
export function RewardsPage({ cabinet }: { cabinet: RewardsCabinet }) {
  const [state, update] = useRewardListState();
  const filter = rewardFilterOf(state);
  const list = useRewardList(cabinet, filter);
  const body = (() => {
    if (list.isPending) return <TableSkeleton label="Загрузка вознаграждений" rows={8} />;
    if (list.isError) return <LoadFailure what="вознаграждения" onRetry={() => void list.refetch()} />;
    if (list.data.items.length === 0 && state.page === 0) return <EmptyState>Вознаграждений нет.</EmptyState>;
    return (
      <Stack gap="0" opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isFetching}>
        <RewardsTable cabinet={cabinet} items={list.data.items} sortBy={state.sortBy} sortDesc={state.sortDesc} onSort={(sortBy, sortDesc) => update({ sortBy, sortDesc })} />
        <ListPager page={state.page} size={filter.size} total={list.data.total} onPage={(page) => update({ page })} />
      </Stack>
    );
  })();
  return (
    <section>
      <PageTitle>Вознаграждения</PageTitle>
      {body}
    </section>
  );
}
