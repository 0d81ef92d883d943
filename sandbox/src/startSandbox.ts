import type { Scope } from '@portal/api';
import { resolveOptions, type SandboxOptions } from './config/sandboxOptions';
import { ensureRemotesFile, manifestUrl, readRemotesFile } from './remotes/remotesFile';
import { listen, type Listener } from './server/listen';
import { createMainApp } from './server/mainApp';
import { printBanner } from './server/printBanner';
import type { SandboxUrls } from './server/sandboxUrls';
import { SandboxState } from './state/sandboxState';
import { remoteStaticApp } from './static/remoteStaticApp';
import { REALM_PATH } from './oidc/realmPaths';

export interface RunningSandbox {
  urls: SandboxUrls;
  state: SandboxState;
  close(): Promise<void>;
}

async function closeAll(listeners: Listener[]): Promise<void> {
  await Promise.all(listeners.map((listener) => listener.close()));
}

/** Starts the sandbox: main port (host, /config, /remotes.json, /keycloak, /api, /__sandbox) plus one listener per remote. */
export async function startSandbox(input: SandboxOptions = {}): Promise<RunningSandbox> {
  const options = resolveOptions(input);
  const state = new SandboxState({ shapes: options.shapes, uploadLimits: options.uploadLimits, signChallengeCapacity: options.signChallengeCapacity });
  const listeners: Listener[] = [];
  try {
    const main = await listen(options.port, 'main', options.listenHost);
    listeners.push(main);
    const publicUrl = options.publicUrl ?? `http://localhost:${main.port}`;
    const portalOrigins = [publicUrl, ...options.portalOrigins];

    const remotes: Partial<Record<Scope, string>> = {};
    const remotePorts: Array<{ scope: Scope; port: number }> = [];
    for (const remote of options.remotes) {
      const listener = await listen(remote.port, `remote ${remote.scope}`, options.listenHost);
      listeners.push(listener);
      listener.setHandler(remoteStaticApp({ dir: remote.dist, label: remote.scope, isOffline: () => state.remotes.isOffline(remote.scope), portalOrigins }));
      remotes[remote.scope] = manifestUrl(listener.port);
      remotePorts.push({ scope: remote.scope, port: listener.port });
    }

    const extraStatic: Record<number, string> = {};
    for (const extra of options.extraStatic) {
      const listener = await listen(extra.port, `extra static ${extra.dir}`, options.listenHost);
      listeners.push(listener);
      listener.setHandler(remoteStaticApp({ dir: extra.dir, label: `:${listener.port}`, isOffline: () => false, portalOrigins }));
      extraStatic[listener.port] = `http://localhost:${listener.port}`;
    }

    ensureRemotesFile(options.remotesFile, remotePorts);
    // A bad entry stops the start with its name and reason (the file is read again on every request afterwards).
    const remotesCheck = readRemotesFile(options.remotesFile);
    if (!remotesCheck.ok) throw new Error(remotesCheck.message);
    const { app } = await createMainApp({ publicUrl, hostDist: options.hostDist, remotesFile: options.remotesFile, state, quiet: options.quiet, externalIssuer: options.externalIssuer, testControls: options.testControls, portalOrigins: options.portalOrigins, devSockets: options.devSockets, identityStoreCapacity: options.identityStoreCapacity, trustedProxies: options.trustedProxies });
    main.setHandler(app);

    const urls: SandboxUrls = {
      main: publicUrl,
      config: `${publicUrl}/config`,
      remotesJson: `${publicUrl}/remotes.json`,
      issuer: `${publicUrl}${REALM_PATH}`,
      remotes,
      extraStatic,
      remotesFile: options.remotesFile,
    };
    if (!options.quiet) printBanner(urls, state, { testControls: options.testControls });
    return {
      urls,
      state,
      close: async () => {
        await closeAll(listeners);
        // Users' uploads were kept on disk for the run (world/uploadFolder.ts).
        state.world.files.dispose();
      },
    };
  } catch (error) {
    await closeAll(listeners);
    throw error;
  }
}
