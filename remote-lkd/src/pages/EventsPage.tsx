import { PlaceholderPage } from '@portal/ui';

/** LKD: the debtor's events. */
export function EventsPage() {
  return <PlaceholderPage title="События" />;
}
