import { PlaceholderPage } from '@portal/ui';

/** LKD: the critical events dashboard (menu: Главная). */
export function CriticalPage() {
  return <PlaceholderPage title="Главная" />;
}
