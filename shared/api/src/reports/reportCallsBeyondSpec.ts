import type { ReportKind } from './reportKinds';
import { REPORT_TABLE } from './reportTable';

/**
 * Whether a report's list call is ours rather than spec §7's (CONTRACT.md "Paths"): §7 lists ARREARS/excel but
 * not the ARREARS list. A spec-only server answers such a list 404, and the report is then offered as Excel only.
 * (The supplies reports, for which §7 lists no Excel call, ask none: their file is written on the page from the list
 * call, decision 0061. Any Excel call answered 404 takes the download away.)
 */
export function reportListBeyondSpec(kind: ReportKind): boolean {
  return REPORT_TABLE[kind].listBeyondSpec;
}
