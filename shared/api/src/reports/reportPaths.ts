import type { ReportCabinet, ReportKind } from './reportKinds';

export interface ReportPaths {
  /** POST with the filter: `{items, total, count}` (relative to /api/, no leading slash). */
  list: string;
  /** POST with the same filter: the .xlsx as a blob. */
  excel: string;
}

/**
 * Report calls of spec §7 (CONTRACT.md "Paths"). Only ARREARS/excel and PAY_RES/excel are per cabinet there
 * (`/{cabinet}/...`, LKP uses lkp); the ARREARS list follows its excel; every other call is /lkk/ for LKK and LKP.
 */
export function reportPaths(kind: ReportKind, cabinet: ReportCabinet): ReportPaths {
  switch (kind) {
    case 'supplies':
      return { list: 'lkk/report/SUPPLE_PAGINATION', excel: 'lkk/report/SUPPLE_PAGINATION/excel' };
    case 'arrears':
      return { list: `${cabinet}/report/ARREARS`, excel: `${cabinet}/report/ARREARS/excel` };
    case 'repaid':
      return { list: 'lkk/report/PAY_RES', excel: `${cabinet}/report/PAY_RES/excel` };
    case 'incoming':
      return { list: 'lkk/report/REP_IN_PAY', excel: 'lkk/report/REP_IN_PAY/excel' };
    case 'income':
      return { list: 'lkk/report/income_statement', excel: 'lkk/report/INCOME_STATEMENT/excel' };
    case 'yield':
      return { list: 'lkk/report/YIELD', excel: 'lkk/report/YIELD/excel' };
    case 'debtorSupplies':
      return { list: 'lkd/report/SUPPLE', excel: 'lkd/report/SUPPLE/excel' };
  }
}
