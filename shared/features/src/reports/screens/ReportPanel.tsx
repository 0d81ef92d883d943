import { failureStatus } from '@portal/platform';
import { HStack, Spacer, Stack } from '@portal/ui/chakra';
import { REPORT_PAGE_SIZE, reportListBeyondSpec, type ReportKind } from '@portal/api';
import { ListPager, EmptyState, LoadFailure, TableSkeleton } from '@portal/ui';
import { useDebtorOptions } from '../hooks/useDebtorOptions';
import { useReportDownload } from '../hooks/useReportDownload';
import { useReportPage } from '../hooks/useReportPage';
import type { ReportsCabinet } from '../reportCabinet';
import { REPORT_DEFINITIONS } from '../rules/reportDefinitions';
import { reportRequestOf } from '../rules/reportRequest';
import type { ReportState } from '../rules/reportUrl';
import { DownloadExcelButton } from './DownloadExcelButton';
import { ExcelOnlyNotice } from './ExcelOnlyNotice';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';

interface ReportPanelProps {
  cabinet: ReportsCabinet;
  state: ReportState;
  update: (change: Partial<ReportState>) => void;
  /** Whether the server answered this report's Excel call 404 (no download offered then). */
  excelMissing: boolean;
  onExcelMissing: (kind: ReportKind) => void;
}

/** One report: its filters, the Excel download, the page (skeleton, empty, retry) and the pager. */
export function ReportPanel({ cabinet, state, update, excelMissing, onExcelMissing }: ReportPanelProps) {
  const definition = REPORT_DEFINITIONS[state.kind];
  const filter = reportRequestOf(state);
  const page = useReportPage(cabinet, state.kind, filter);
  const debtors = useDebtorOptions(cabinet);
  const { download, progress } = useReportDownload(cabinet, onExcelMissing);
  const debtorLabel = state.debtorId === null ? null : (debtors.options.find((option) => option.debtorId === state.debtorId)?.label ?? null);
  const caption = `${definition.caption}${debtorLabel ? `, дебитор: ${debtorLabel}` : ''}`;

  const body = (() => {
    if (page.isPending) return <TableSkeleton label={`Загрузка отчёта «${definition.title}»`} rows={REPORT_PAGE_SIZE} />;
    // A list call beyond §7 answered 404: the server offers this report as a file only (CONTRACT.md).
    if (page.isError && reportListBeyondSpec(state.kind) && failureStatus(page.error) === 404) return <ExcelOnlyNotice />;
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
        <DownloadExcelButton progress={progress} unavailable={excelMissing} onDownload={() => void download(state.kind, filter, debtorLabel)} />
      </HStack>
      {body}
    </>
  );
}
