import { LKK_REPORTS, ReportsPage as Reports } from '@portal/features';

/** LKK: the six client reports (spec §1, §3). */
export function ReportsPage() {
  return <Reports cabinet={LKK_REPORTS} />;
}
