import { REPORT_PAGE_SIZE, REPORT_TABLE, reportFilterSchemas, type AnyReportFilter, type ReportFilterControl } from '@portal/api';
import type { ReportState } from './reportUrl';

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Each filter control's value in the request body. */
const FILTER_VALUES: Record<ReportFilterControl, (state: ReportState) => AnyReportFilter[ReportFilterControl]> = {
  debtPaym: (state) => state.debtPaym,
  contractNum: (state) => textOrNull(state.contractNum),
  debtorId: (state) => state.debtorId,
  contractName: (state) => textOrNull(state.contractName),
  regress: (state) => state.regress,
};

/** The request body of the shown report for the state (spec §3 filters, CONTRACT.md), checked by its strict schema. */
export function reportRequestOf(state: ReportState): AnyReportFilter {
  const paging = { sortBy: state.sortBy, sortDesc: state.sortDesc, page: state.page, size: REPORT_PAGE_SIZE, pagination: true };
  const filters = Object.fromEntries(REPORT_TABLE[state.kind].filters.map((control: ReportFilterControl) => [control, FILTER_VALUES[control](state)]));
  return reportFilterSchemas[state.kind].parse({ ...paging, ...filters });
}

/**
 * The Excel request of the shown report: the same filter and sort, every row of it (spec §1 "each also as an Excel
 * file"; the file is the whole report, not the page on screen), so pagination off from the first page.
 */
export function excelRequestOf(filter: AnyReportFilter): AnyReportFilter {
  return { ...filter, page: 0, pagination: false };
}
