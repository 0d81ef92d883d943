// Before sign-in only this entry, the start-up gate and keycloak-js are downloaded (ARCHITECTURE rule 10):
// the app, React and the shared singletons load once a session exists or, for a returning user (the platform's
// token cookie is there), while keycloak-js checks it. The dynamic import is also the async boundary the
// federation runtime needs to initialise shared modules.
import { preloadCabinetScripts, startCabinetReads } from './remotes/cabinetPreload';
import { showBootStage } from './startup/bootStage';
import { openSession } from './startup/openSession';
import { hasSessionCookie } from './startup/sessionCookie';

// On a cabinet's page, its remote's manifest is read while the session is checked; a returning user's app and
// cabinet scripts come meanwhile…
startCabinetReads(window.location);
const returning = hasSessionCookie();
const earlyApp = returning ? import('./bootstrap') : null;
// A failed early download is asked for again below (webpack forgets a failed chunk); an unused one is dropped.
earlyApp?.catch(() => undefined);
if (returning) void preloadCabinetScripts();
void openSession(window.location).then((outcome) => {
  if (outcome.kind === 'redirecting') {
    showBootStage('toLogin');
    return;
  }
  showBootStage('app');
  // …or, at the latest, together once the session exists, not one after the other.
  void preloadCabinetScripts();
  const app = earlyApp ? earlyApp.catch(() => import('./bootstrap')) : import('./bootstrap');
  return app.then(({ bootstrap }) => bootstrap(outcome));
});
