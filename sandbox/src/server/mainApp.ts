import express, { type Express } from 'express';
import { apiRouter } from '../api/apiRouter';
import { passwordChangeRoute } from '../config/passwordChangePath';
import { controlRoutes } from '../controls/controlRoutes';
import { CRYPTOPRO_BASE_PATH, cryptoproRoutes } from '../cryptopro/cryptoproRoutes';
import { faultInjection } from '../controls/faultInjection';
import { sameOriginOnly } from '../controls/sameOriginOnly';
import { createExternalTokenVerifier, type ExternalIssuerOptions } from '../oidc/externalTokenVerifier';
import { mountIdentityProvider, type IdentityProvider } from '../oidc/mountIdentityProvider';
import { CLIENT_ID, KEYCLOAK_BASE_PATH, REALM } from '../oidc/realmPaths';
import { readRemotesFile } from '../remotes/remotesFile';
import type { SandboxState } from '../state/sandboxState';
import { hostStatic } from '../static/hostStatic';
import { identityProviderFraming, pageSecurityHeaders } from '../static/pageSecurityHeaders';

export interface MainAppOptions {
  publicUrl: string;
  hostDist: string;
  remotesFile: string;
  state: SandboxState;
  quiet: boolean;
  /** When set, /api/ accepts this provider's tokens instead of the embedded provider's. */
  externalIssuer?: ExternalIssuerOptions;
  /** Development only: live-reload sockets of dev servers the pages may connect to. */
  devSockets?: readonly string[];
  /** Origins besides publicUrl whose pages may sign in (redirect URIs, CORS), e.g. the host's dev server. */
  portalOrigins?: readonly string[];
  /** Mount /__sandbox controls and fault injection (tests and local runs only). */
  testControls: boolean;
  /** The identity provider's store bounds, each pool (tests inject a small one). */
  identityStoreCapacity?: number;
  /** Proxies whose X-Forwarded-For names the client (config/trustedProxies.ts); none: the socket address. */
  trustedProxies?: readonly string[];
}

/** The main port: test controls, /config, /remotes.json, the identity provider, /api and the host. */
export async function createMainApp(options: MainAppOptions): Promise<{ app: Express; identity: IdentityProvider }> {
  const { publicUrl, hostDist, remotesFile, state, quiet, externalIssuer, testControls, portalOrigins = [], devSockets = [] } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // req.ip, the key of every per-client limit: the client X-Forwarded-For names only when the request came from a
  // configured proxy (the deploy's nginx, which overwrites that header), else the socket's address.
  app.set('trust proxy', options.trustedProxies?.length ? [...options.trustedProxies] : false);

  if (testControls) {
    // The CryptoPro emulator holds every demo certificate's private key: development and tests only.
    app.use('/__sandbox', sameOriginOnly(publicUrl));
    app.use(CRYPTOPRO_BASE_PATH, cryptoproRoutes(state.settings));
    app.use('/__sandbox', controlRoutes(state));
    app.use(faultInjection(state.faults));
  }

  // /config and /remotes.json carry the same headers as the pages (nosniff above all: JSON read by scripts).
  const securityHeaders = pageSecurityHeaders({ publicUrl, remotesFile, devSockets });
  // Read at start, so a bad PASSWORD_CHANGE_PATH stops the sandbox with its reason.
  const passwordChangePath = passwordChangeRoute().configured;
  const identityConfig = () => ({
    url: `${publicUrl}${KEYCLOAK_BASE_PATH}`,
    realm: REALM,
    clientId: CLIENT_ID,
    ...(process.env.REGISTRY_BRANCH_SEGMENT ? { registryBranchSegment: process.env.REGISTRY_BRANCH_SEGMENT } : {}),
    ...(passwordChangePath ? { passwordChangePath } : {}),
  });
  app.get('/config', securityHeaders, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(identityConfig());
  });

  app.get('/remotes.json', securityHeaders, (_req, res) => {
    const result = readRemotesFile(remotesFile);
    res.set('Cache-Control', 'no-store');
    if (result.ok) res.json(result.manifest);
    else res.status(500).json({ message: result.message });
  });

  app.use(KEYCLOAK_BASE_PATH, identityProviderFraming);
  const identity = await mountIdentityProvider(app, publicUrl, state.users, portalOrigins, options.identityStoreCapacity);
  const verifyAccessToken = externalIssuer ? createExternalTokenVerifier(externalIssuer, state.users) : identity.verifyAccessToken;
  app.use('/api', apiRouter({ users: state.users, settings: state.settings, world: state.world, shapes: state.shapes, verifyAccessToken, quiet, portalOrigins: [publicUrl, ...portalOrigins] }));
  app.use(securityHeaders);
  // The page carries the answers of /config and /remotes.json too (decision 0048); a broken remotes file is left out
  // of it, so the page's start-up asks /remotes.json and shows that answer's error.
  const pageRemotes = () => {
    const read = readRemotesFile(remotesFile);
    return read.ok ? read.manifest : undefined;
  };
  app.use(hostStatic(hostDist, { config: identityConfig, remotes: pageRemotes }));
  app.use((req, res) => {
    res.status(404).type('text/plain').send(`Not found: ${req.method} ${req.path}`);
  });
  return { app, identity };
}
