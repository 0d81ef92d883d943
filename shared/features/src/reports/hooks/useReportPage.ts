import { keepPreviousData, useQuery } from '@portal/ui/query';
import type { AnyReportFilter, ReportKind } from '@portal/api';
import { fetchReportPage } from '../api/reportCalls';
import type { ReportsCabinet } from '../reportCabinet';
import { reportKeys } from './reportKeys';

/** One page of a report, sorted and paged on the server; the previous page stays shown while the next loads. */
export function useReportPage(cabinet: ReportsCabinet, kind: ReportKind, filter: AnyReportFilter) {
  return useQuery({
    queryKey: reportKeys.page(cabinet, kind, filter),
    queryFn: ({ signal }) => fetchReportPage(cabinet, kind, filter, signal),
    placeholderData: keepPreviousData,
  });
}
