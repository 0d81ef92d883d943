import type { ReportKind } from './reportKinds';
import { REPORT_TABLE } from './reportTable';

/**
 * Whether a report's list call is ours rather than spec §7's (CONTRACT.md "Paths"): §7 lists ARREARS/excel but
 * not the ARREARS list. A spec-only server answers such a list 404, and the report is then offered as Excel only.
 * (The Excel calls that are ours — SUPPLE_PAGINATION/excel, /lkd/report/SUPPLE/excel — need no flag: any Excel
 * call answered 404 takes the download away.)
 */
export function reportListBeyondSpec(kind: ReportKind): boolean {
  return REPORT_TABLE[kind].listBeyondSpec;
}
