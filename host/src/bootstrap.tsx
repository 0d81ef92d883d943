import { createRoot } from 'react-dom/client';
import { reportUncaughtErrors, startSession } from '@portal/platform';
import { loadRemotesManifest } from './remotes/remoteRegistry';
import { App } from './startup/App';
import { AppProviders } from './startup/AppProviders';
import { loadIdentityConfig } from './startup/loadIdentityConfig';
import { createQueryClient } from './startup/queryClient';
import { StartupFailure } from './startup/StartupFailure';
import { PageSpinner } from './shell/PageSpinner';

/** Start-up (spec §4): read /config, run the silent sign-on check, and only then show the app. */
async function bootstrap(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const queryClient = createQueryClient();
  reportUncaughtErrors();
  root.render(
    <AppProviders queryClient={queryClient}>
      <PageSpinner />
    </AppProviders>,
  );
  // Read once at start; a failure here is retried when a cabinet is opened.
  loadRemotesManifest().catch((error: unknown) => console.error('GET /remotes.json failed', error));
  try {
    await startSession(await loadIdentityConfig());
  } catch (error) {
    console.error('Start-up failed', error);
    root.render(
      <AppProviders queryClient={queryClient}>
        <StartupFailure error={error} />
      </AppProviders>,
    );
    return;
  }
  root.render(<App queryClient={queryClient} />);
}

void bootstrap();
