import { PlaceholderPage } from '@portal/ui';

/** LKA: electronic document exchange. */
export function EdoPage() {
  return <PlaceholderPage title="ЭДО" />;
}
