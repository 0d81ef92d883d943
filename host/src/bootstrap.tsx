import { createRoot } from 'react-dom/client';
import { adoptBackendSession, openBackendSession, reportUncaughtErrors, setPrefetchedAnswerSource, setErrorLogContext, setPageCodeJudge, setRuntimeConfig, startSession } from '@portal/platform';
import { setPasswordChangePath } from './password/passwordChangeAction';
import { parseScope } from '@portal/api';
import { loadRemotesManifest } from './remotes/remoteRegistry';
import { prefetchCabinet } from './remotes/useCabinet';
import { judgePageCode } from './remotes/judgePageCode';
import { describeRunningVersions } from './remotes/runningVersions';
import { App } from './startup/App';
import { AppProviders } from './startup/AppProviders';
import type { SessionOutcome } from './startup/openSession';
import { takePrefetchedAnswer } from './startup/prefetchCalls';
import { createQueryClient } from './startup/queryClient';
import { refetchWhenConnectionBack } from './startup/refetchWhenConnectionBack';
import { watchSessionEnd } from './sessionEnd/watchSessionEnd';
import { asIdentityClient } from './startup/settledKeycloak';
import { StartupFailure } from './startup/StartupFailure';

/** The app, once start-up has a session (or is on /ukep, or failed and must say so). */
export async function bootstrap(
  outcome: Exclude<SessionOutcome, { kind: 'redirecting' }>,
  expectedCabinet: string | null = null,
  startupBackendSession: Promise<Response> | null = null,
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const queryClient = createQueryClient();
  refetchWhenConnectionBack(queryClient);
  // Every front-end error report names the host's and the cabinet's versions (decision 0042).
  setErrorLogContext(describeRunningVersions);
  // A cabinet page whose code is gone with a replaced version says so, instead of blaming the network.
  setPageCodeJudge(judgePageCode);
  reportUncaughtErrors();
  if (outcome.kind === 'failed') {
    console.error('Start-up failed', outcome.error);
    root.render(
      <AppProviders queryClient={queryClient}>
        <StartupFailure error={outcome.error} />
      </AppProviders>,
    );
    return;
  }
  setRuntimeConfig({ registryBranchSegment: outcome.config.registryBranchSegment });
  setPasswordChangePath(outcome.config.passwordChangePath);
  // Read once at start; a failure here is retried when a cabinet is opened.
  loadRemotesManifest().catch((error: unknown) => console.error('GET /remotes.json failed', error));
  // The calls start-up made early answer the app's and the cabinet's own (decision 0050).
  setPrefetchedAnswerSource((request) => takePrefetchedAnswer(request));
  // keycloak-js is initialised already: the platform adopts that outcome (tokens to the store and cookies).
  const authenticated = await startSession(outcome.config, { createClient: () => asIdentityClient(outcome.keycloak) });
  if (authenticated) watchSessionEnd();
  const expected = parseScope(expectedCabinet);
  if (authenticated && expected) prefetchCabinet(queryClient, expected);
  // Spec §7: the back end's own session opens before any other product call (a failure is logged, start-up goes on).
  // Start-up sent it already when it had the token (decision 0050).
  if (authenticated && startupBackendSession) adoptBackendSession(startupBackendSession);
  if (authenticated) await openBackendSession();
  root.render(<App queryClient={queryClient} />);
}
