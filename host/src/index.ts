// Before sign-in only this entry, the start-up gate and keycloak-js are downloaded (ARCHITECTURE rule 10):
// the app, React and the shared singletons load once a session exists. The dynamic import is also the
// async boundary the federation runtime needs to initialise shared modules.
import { hasSessionCookie, preloadCabinetScripts, startCabinetReads } from './remotes/cabinetPreload';
import { openSession } from './startup/openSession';

// On a cabinet's page, its remote's manifest is read while the session is checked, and a returning user's scripts
// come meanwhile…
startCabinetReads(window.location);
if (hasSessionCookie()) void preloadCabinetScripts();
void openSession(window.location).then((outcome) => {
  if (outcome.kind === 'redirecting') return;
  // …or, at the latest, with the app's start-up chunk, not after the app has started.
  void preloadCabinetScripts();
  return import('./bootstrap').then(({ bootstrap }) => bootstrap(outcome));
});
