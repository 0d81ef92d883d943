import { LKD_REPORTS, ReportsPage as Reports } from '@portal/features';

/** LKD: the debtor's supplies report (POST /lkd/report/SUPPLE). */
export function ReportsPage() {
  return <Reports cabinet={LKD_REPORTS} />;
}
