import { REPORT_PAGE_SIZE, reportFilterSchemas, type AnyReportFilter } from '@portal/api';
import type { ReportState } from './reportUrl';

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The request body of the shown report for the state (spec §3 filters, CONTRACT.md), checked by its strict schema. */
export function reportRequestOf(state: ReportState): AnyReportFilter {
  const paging = { sortBy: state.sortBy, sortDesc: state.sortDesc, page: state.page, size: REPORT_PAGE_SIZE, pagination: true };
  const contractNum = textOrNull(state.contractNum);
  switch (state.kind) {
    case 'supplies':
      return reportFilterSchemas.supplies.parse({ ...paging, debtPaym: state.debtPaym, contractNum, debtorId: state.debtorId });
    case 'arrears':
      return reportFilterSchemas.arrears.parse({ ...paging, contractNum, debtorId: state.debtorId });
    case 'repaid':
      return reportFilterSchemas.repaid.parse({ ...paging, contractNum, debtorId: state.debtorId });
    case 'incoming':
      return reportFilterSchemas.incoming.parse({ ...paging, contractNum, contractName: textOrNull(state.contractName) });
    case 'income':
      return reportFilterSchemas.income.parse({ ...paging, contractNum, debtorId: state.debtorId });
    case 'yield':
      return reportFilterSchemas.yield.parse({ ...paging, debtorId: state.debtorId, regress: state.regress });
    case 'debtorSupplies':
      return reportFilterSchemas.debtorSupplies.parse({ ...paging, debtPaym: state.debtPaym, contractNum });
  }
}

/**
 * The Excel request of the shown report: the same filter and sort, every row of it (spec §1 "each also as an Excel
 * file"; the file is the whole report, not the page on screen), so pagination off from the first page.
 */
export function excelRequestOf(filter: AnyReportFilter): AnyReportFilter {
  return { ...filter, page: 0, pagination: false };
}
