import { lazyPage, type CabinetPage } from '@portal/ui';
import { LKA_REGISTRIES, LKA_REWARDS, registryPages, rewardPages } from '@portal/features';

const mainPage = lazyPage(() => import('./pages/MainPage'), ({ MainPage }) => <MainPage />);
const rewards = rewardPages(LKA_REWARDS);

/** The agent cabinet's pages, relative to /lka. Each is its own chunk, fetched on first visit. */
export const LKA_PAGES: CabinetPage[] = [
  { path: 'main', element: mainPage },
  // §4's main and reward tabs of the registry list show this cabinet's own pages (the agent has no reports).
  ...registryPages(LKA_REGISTRIES, { main: mainPage, reward: rewards[0]?.element }),
  ...rewards,
  { path: 'edo', element: lazyPage(() => import('./pages/EdmPage'), ({ EdmPage }) => <EdmPage />) },
];
