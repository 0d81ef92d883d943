// Before sign-in only this entry, the start-up gate and keycloak-js are downloaded (ARCHITECTURE rule 10):
// the app, React and the shared singletons load once a session exists or, when one is likely (the platform's token
// cookie is there, or the page comes back from the login with a code), while keycloak-js checks it. The dynamic
// import is also the async boundary the federation runtime needs to initialise shared modules.
import { landingCallsFor, preloadCabinetScripts, startCabinetReads } from './remotes/cabinetPreload';
import { rememberedCabinet } from './remotes/lastCabinet';
import { showBootStage } from './startup/bootStage';
import { prefetchSilentCheckPage } from './startup/silentCheckPrefetch';
import { cabinetsToPrefetch } from './startup/cabinetsToPrefetch';
import { sendPrefetchCalls } from './startup/prefetchCalls';
import { sendSignInRecordThenUser } from './startup/signInRecordAtStartup';
import { startupCalls } from './startup/startupCalls';
import { openSession } from './startup/openSession';
import { isSessionLikely } from './startup/sessionLikely';
import { sendStartupBackendSession } from '@portal/platform/src/identity/startupBackendSession';
import { signInIdOf, signInRecordDue } from '@portal/platform/src/user/signInRecord';

// The cabinet's manifest is read while the session is checked (decisions 0030, 0049); a likely session's app and
// cabinet scripts come meanwhile…
const likely = isSessionLikely(window.location);
const cabinets = cabinetsToPrefetch(window.location.pathname, likely, rememberedCabinet());
startCabinetReads(cabinets.read, window.location.origin);
const appAhead = likely ? import('./bootstrap') : null;
// Without a likely session the silent check will run: its landing page comes meanwhile (cached an hour, 0050).
if (!likely) prefetchSilentCheckPage();
// A failed early download is asked for again below (webpack forgets a failed chunk); an unused one is dropped.
appAhead?.catch(() => undefined);
if (likely) void preloadCabinetScripts(cabinets.expected);
void openSession(window.location).then((outcome) => {
  if (outcome.kind === 'redirecting') {
    showBootStage('toLogin');
    return;
  }
  showBootStage('app');
  // The back end's session opens while the app's scripts arrive (decision 0050); the app adopts the answer.
  const backendSession = outcome.kind === 'ready' && outcome.keycloak.authenticated ? sendStartupBackendSession(outcome.keycloak, window.location.origin) : null;
  // …or, at the latest, together once the session exists, not one after the other.
  void preloadCabinetScripts(cabinets.expected);
  const app = appAhead ? appAhead.catch(() => import('./bootstrap')) : import('./bootstrap');
  // Once it is open, the app's start-up reads go while the app's code is read, and the expected cabinet's landing
  // calls once that code is in: their answers never share a narrow link with the scripts (decision 0050). At low
  // priority, behind the user's load.
  if (backendSession && outcome.kind === 'ready') {
    const token = outcome.keycloak.token;
    const origin = window.location.origin;
    const expected = cabinets.expected;
    const opened = backendSession.catch(() => undefined);
    const signIn = signInIdOf(outcome.keycloak.tokenParsed, outcome.keycloak.subject);
    const recordDue = signInRecordDue(signIn);
    void opened.then((session) => {
      sendPrefetchCalls('start-up', startupCalls(recordDue), token, origin);
      // A new sign-in is recorded at once, and the user read once that is in (decision 0051); a write only on an
      // open session.
      if (recordDue && session?.ok) sendSignInRecordThenUser(signIn, token, origin);
    });
    // Only when the page opens on the landing page the cabinet's manifest declares, once it has passed the checks.
    if (expected) {
      const pathname = window.location.pathname;
      void Promise.all([opened, app.catch(() => undefined)])
        .then(() => landingCallsFor(expected, pathname))
        .then((calls) => sendPrefetchCalls(expected, calls, token, origin, { priority: 'low' }));
    }
  }
  return app.then(({ bootstrap }) => bootstrap(outcome, cabinets.expected, backendSession));
});
