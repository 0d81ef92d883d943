import { PlaceholderPage } from '@portal/ui';

/** LKD: the debtor's reports. */
export function ReportsPage() {
  return <PlaceholderPage title="Отчеты" />;
}
