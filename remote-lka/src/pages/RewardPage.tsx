import { PlaceholderPage } from '@portal/ui';

/** LKA: the agent's rewards. */
export function RewardPage() {
  return <PlaceholderPage title="Вознаграждения" />;
}
