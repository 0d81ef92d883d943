import { CriticalPage as CriticalEventsPage, LKD_EVENTS } from '@portal/features';
import { RewardsLink } from './RewardsLink';

/** LKD: the critical events dashboard with the calendar (menu: Главная), and the way to the debtor's rewards. */
export function CriticalPage() {
  return (
    <>
      <RewardsLink />
      <CriticalEventsPage cabinet={LKD_EVENTS} />
    </>
  );
}
