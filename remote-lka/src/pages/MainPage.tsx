import { PlaceholderPage } from '@portal/ui';

/** LKA: the main page, reachable by its path only. */
export function MainPage() {
  return <PlaceholderPage title="Главная" />;
}
