import { HStack, Spacer, Stack } from '@portal/ui/chakra';
import { ListPager } from '../../registries/screens/ListPager';
import { EmptyState, LoadFailure, TableSkeleton } from '../../registries/screens/ListStates';
import { REPORT_PAGE_SIZE } from '@portal/api';
import { useDebtorOptions } from '../hooks/useDebtorOptions';
import { useReportDownload } from '../hooks/useReportDownload';
import { useReportPage } from '../hooks/useReportPage';
import type { ReportsCabinet } from '../reportCabinet';
import { REPORT_DEFINITIONS } from '../rules/reportDefinitions';
import { reportRequestOf } from '../rules/reportRequest';
import type { ReportState } from '../rules/reportUrl';
import { DownloadExcelButton } from './DownloadExcelButton';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';

interface ReportPanelProps {
  cabinet: ReportsCabinet;
  state: ReportState;
  update: (change: Partial<ReportState>) => void;
}

/** One report: its filters, the Excel download, the page (skeleton, empty, retry) and the pager. */
export function ReportPanel({ cabinet, state, update }: ReportPanelProps) {
  const definition = REPORT_DEFINITIONS[state.kind];
  const filter = reportRequestOf(state);
  const page = useReportPage(cabinet, state.kind, filter);
  const debtors = useDebtorOptions(cabinet);
  const { download, progress } = useReportDownload(cabinet);
  const debtorLabel = state.debtorId === null ? null : (debtors.options.find((option) => option.debtorId === state.debtorId)?.label ?? null);
  const caption = `${definition.caption}${debtorLabel ? `, дебитор: ${debtorLabel}` : ''}`;

  const body = (() => {
    if (page.isPending) return <TableSkeleton label={`Загрузка отчёта «${definition.title}»`} rows={REPORT_PAGE_SIZE} />;
    if (page.isError) return <LoadFailure what="отчёт" onRetry={() => void page.refetch()} />;
    if (page.data.items.length === 0) return <EmptyState>Нет данных для отчёта по выбранным условиям.</EmptyState>;
    return (
      <Stack gap="0" opacity={page.isPlaceholderData ? 0.6 : 1} aria-busy={page.isFetching}>
        <ReportTable
          caption={caption}
          columns={definition.columns}
          rows={page.data.items}
          sortBy={state.sortBy}
          sortDesc={state.sortDesc}
          onSort={(sortBy, sortDesc) => update({ sortBy, sortDesc })}
          totals={page.data.totals}
        />
        <ListPager page={state.page} size={REPORT_PAGE_SIZE} total={page.data.total} onPage={(next) => update({ page: next })} />
      </Stack>
    );
  })();

  return (
    <>
      <HStack as="form" role="search" aria-label={`Условия отчёта «${definition.title}»`} mb="3" gap="3" wrap="wrap" align="end" onSubmit={(event) => event.preventDefault()}>
        <ReportFilters definition={definition} state={state} update={update} debtors={debtors} />
        <Spacer />
        <DownloadExcelButton progress={progress} onDownload={() => void download(state.kind, { ...filter, page: 0 }, debtorLabel)} />
      </HStack>
      {body}
    </>
  );
}
