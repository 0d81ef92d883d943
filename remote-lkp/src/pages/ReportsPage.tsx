import { LKP_REPORTS, ReportsPage as Reports } from '@portal/features';

/** LKP: the six client reports (spec §1, §3). */
export function ReportsPage() {
  return <Reports cabinet={LKP_REPORTS} />;
}
