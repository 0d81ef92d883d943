import { PlaceholderPage } from '@portal/ui';

/** LKD: the debtor's supplies (registries), the cabinet's landing page. */
export function SuppliesPage() {
  return <PlaceholderPage title="Заявки" />;
}
