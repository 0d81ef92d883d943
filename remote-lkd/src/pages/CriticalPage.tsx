import { CriticalEventsPanel, LKD_EVENTS } from '@portal/features';
import { PageTitle } from '@portal/ui';
import { RewardsLink } from './RewardsLink';

/**
 * The debtor's landing page /lkd/critical (menu 'Главная'): the way to the debtor's rewards, then the critical events
 * with the calendar. Only LKD has this page, so it lives here; the events area lends its panel.
 */
export function CriticalPage() {
  return (
    <>
      <RewardsLink />
      <section>
        <PageTitle>Главная</PageTitle>
        <CriticalEventsPanel cabinet={LKD_EVENTS} />
      </section>
    </>
  );
}
