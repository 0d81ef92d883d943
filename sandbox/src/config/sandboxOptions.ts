import path from 'node:path';
import type { Scope } from '@portal/api';
import type { ExternalIssuerOptions } from '../oidc/externalTokenVerifier';
import type { ShapeMode } from '../state/shapeMode';
import type { UploadLimits } from '../uploads/uploadLimits';

/** Root of the workspace: sandbox/src/config → ../../.. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface RemoteServerOptions {
  scope: Scope;
  /** 0 picks a free port. */
  port: number;
  dist: string;
}

export interface ExtraStaticOptions {
  port: number;
  dir: string;
}

export interface SandboxOptions {
  /** Main port: host, /config, /remotes.json, /api, /keycloak, /__sandbox. 0 picks a free port. */
  port?: number;
  /** Address every port listens on: loopback unless told otherwise (e.g. 0.0.0.0 inside a container). */
  listenHost?: string;
  /** Public origin of the main port; the issuer is `<publicUrl>/keycloak/realms/portal`. */
  publicUrl?: string;
  hostDist?: string;
  remotes?: RemoteServerOptions[];
  extraStatic?: ExtraStaticOptions[];
  remotesFile?: string;
  /** Print URLs and demo users when started. */
  quiet?: boolean;
  /** Accept /api/ tokens of this external provider (a real Keycloak) instead of the embedded one's. */
  externalIssuer?: ExternalIssuerOptions;
  /** /__sandbox test controls and fault injection; off where the sandbox stands in as a deployed API. */
  testControls?: boolean;
  /** Origins besides the public URL allowed to sign in (redirect URIs, credentialed CORS). */
  portalOrigins?: string[];
  /** Development only: dev servers' live-reload sockets the pages' policy allows (SANDBOX_DEV_SOCKETS). */
  devSockets?: string[];
  /** Answer shapes at start-up (SANDBOX_SHAPES): `full` (default) or `spec`, only what spec §3/§7 promise. */
  shapes?: ShapeMode;
  /** Upload limits other than sandbox/README.md's (tests inject small ones). */
  uploadLimits?: Partial<UploadLimits>;
  /** Bound of the УКЭП sign-in challenge records other than MAX_OPEN_CHALLENGES (tests inject a small one). */
  signChallengeCapacity?: number;
  /** Bound of the identity provider's store other than memoryAdapter's MAX_ENTRIES (tests inject a small one). */
  identityStoreCapacity?: number;
  /** Proxies whose X-Forwarded-For names the client for per-client limits (SANDBOX_TRUSTED_PROXIES; trustedProxies.ts). */
  trustedProxies?: string[];
}

export interface ResolvedSandboxOptions {
  port: number;
  listenHost: string;
  publicUrl: string | undefined;
  hostDist: string;
  remotes: RemoteServerOptions[];
  extraStatic: ExtraStaticOptions[];
  remotesFile: string;
  quiet: boolean;
  externalIssuer: ExternalIssuerOptions | undefined;
  testControls: boolean;
  portalOrigins: string[];
  devSockets: string[];
  shapes: ShapeMode;
  uploadLimits: Partial<UploadLimits>;
  signChallengeCapacity: number | undefined;
  identityStoreCapacity: number | undefined;
  trustedProxies: string[];
}

export const DEFAULT_PORT = 3000;
export const DEFAULT_LISTEN_HOST = '127.0.0.1';

export function defaultRemotes(): RemoteServerOptions[] {
  return [
    { scope: 'LKK', port: 3001, dist: path.join(REPO_ROOT, 'remote-lkk', 'dist') },
    { scope: 'LKD', port: 3002, dist: path.join(REPO_ROOT, 'remote-lkd', 'dist') },
    { scope: 'LKA', port: 3003, dist: path.join(REPO_ROOT, 'remote-lka', 'dist') },
    { scope: 'LKP', port: 3004, dist: path.join(REPO_ROOT, 'remote-lkp', 'dist') },
  ];
}

export function resolveOptions(options: SandboxOptions): ResolvedSandboxOptions {
  return {
    port: options.port ?? DEFAULT_PORT,
    // Loopback: the test controls and the demo users must not be reachable from the network by default.
    listenHost: options.listenHost ?? DEFAULT_LISTEN_HOST,
    publicUrl: options.publicUrl?.replace(/\/+$/, ''),
    hostDist: options.hostDist ?? path.join(REPO_ROOT, 'host', 'dist'),
    remotes: options.remotes ?? defaultRemotes(),
    extraStatic: options.extraStatic ?? [],
    remotesFile: options.remotesFile ?? path.join(REPO_ROOT, 'sandbox', '.sandbox-state', 'remotes.json'),
    quiet: options.quiet ?? false,
    externalIssuer: options.externalIssuer,
    testControls: options.testControls ?? true,
    portalOrigins: options.portalOrigins ?? [],
    devSockets: options.devSockets ?? [],
    shapes: options.shapes ?? 'full',
    uploadLimits: options.uploadLimits ?? {},
    signChallengeCapacity: options.signChallengeCapacity,
    identityStoreCapacity: options.identityStoreCapacity,
    trustedProxies: options.trustedProxies ?? [],
  };
}
