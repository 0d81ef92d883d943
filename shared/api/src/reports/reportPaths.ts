import type { ReportCabinet, ReportKind } from './reportKinds';
import { REPORT_TABLE } from './reportTable';

export interface ReportPaths {
  /** POST with the filter: `{items, total, count}` (relative to /api/, no leading slash). */
  list: string;
  /** POST with the same filter: the .xlsx as a blob; null where §7 lists none (the page builds the file). */
  excel: string | null;
}

/**
 * Report calls of spec §7 (CONTRACT.md "Paths"), from REPORT_TABLE: only ARREARS/excel and PAY_RES/excel are per
 * cabinet there (`/{cabinet}/...`, LKP uses lkp); the ARREARS list follows its excel; every other call is /lkk/
 * for LKK and LKP.
 */
export function reportPaths(kind: ReportKind, cabinet: ReportCabinet): ReportPaths {
  const { list, excel } = REPORT_TABLE[kind];
  return { list: list.replace('{cabinet}', cabinet), excel: excel === null ? null : excel.replace('{cabinet}', cabinet) };
}
