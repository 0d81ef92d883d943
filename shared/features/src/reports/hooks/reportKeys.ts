import type { AnyReportFilter, ReportKind } from '@portal/api';
import type { ReportsCabinet } from '../reportCabinet';

/** TanStack Query keys of the reports area. */
export const reportKeys = {
  all: (cabinet: ReportsCabinet) => ['reports', cabinet.scope] as const,
  page: (cabinet: ReportsCabinet, kind: ReportKind, filter: AnyReportFilter) => ['reports', cabinet.scope, kind, filter] as const,
};
