export { ClientMainPage } from './ClientMainPage';
// The panels LKA's own main page (remote-lka/src/pages/MainPage.tsx) composes.
export { RewardsAwaitingPanel } from './RewardsAwaitingPanel';
export { LatestRegistriesPanel } from './LatestRegistriesPanel';
