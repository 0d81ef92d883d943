import { AgentMainPage, LKA_REGISTRIES, LKA_REWARDS } from '@portal/features';

/** LKA: the main page, reachable by its path only (the menu starts at supplies, spec §2). */
export function MainPage() {
  return <AgentMainPage registries={LKA_REGISTRIES} rewards={LKA_REWARDS} />;
}
