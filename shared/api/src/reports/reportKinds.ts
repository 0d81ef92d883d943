/** The six reports of spec §1 for LKK and LKP, and the debtor's supplies report (LKD). */
export const CLIENT_REPORT_KINDS = ['supplies', 'arrears', 'repaid', 'incoming', 'income', 'yield'] as const;
export type ClientReportKind = (typeof CLIENT_REPORT_KINDS)[number];
export type ReportKind = ClientReportKind | 'debtorSupplies';

/** Spec §9: report page size. */
export const REPORT_PAGE_SIZE = 10;

/** The cabinet segment of a report path: 'lkk', 'lkp' (LKP where §7 gives /{cabinet}/) or 'lkd'. */
export type ReportCabinet = 'lkk' | 'lkp' | 'lkd';
