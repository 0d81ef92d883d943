import { PlaceholderPage } from '@portal/ui';

/** LKA: the agent's supplies (registries), the cabinet's landing page. */
export function SuppliesPage() {
  return <PlaceholderPage title="Заявки" />;
}
