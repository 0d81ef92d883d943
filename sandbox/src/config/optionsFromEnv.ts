import { parseScope } from '@portal/api';
import type { ExternalIssuerOptions } from '../oidc/externalTokenVerifier';
import { isShapeMode, type ShapeMode } from '../state/shapeMode';
import { trustedProxiesFromEnv } from './trustedProxies';
import { defaultRemotes, type ExtraStaticOptions, type RemoteServerOptions, type SandboxOptions } from './sandboxOptions';

function parsePort(value: string, name: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name}: "${value}" is not a port number`);
  return port;
}

/** "LKK=4101,LKD=4102" → the default remotes with those ports. */
function remotesFromEnv(value: string | undefined): RemoteServerOptions[] | undefined {
  if (!value) return undefined;
  const ports = new Map<string, number>();
  for (const pair of value.split(',').filter(Boolean)) {
    const [rawScope = '', rawPort = ''] = pair.split('=');
    const scope = parseScope(rawScope);
    if (!scope) throw new Error(`SANDBOX_REMOTE_PORTS: unknown scope "${rawScope}"`);
    ports.set(scope, parsePort(rawPort.trim(), 'SANDBOX_REMOTE_PORTS'));
  }
  return defaultRemotes().map((remote) => ({ ...remote, port: ports.get(remote.scope) ?? remote.port }));
}

/** "3011=/abs/dir,3012=/abs/dir2" → extra static listeners. */
function extraStaticFromEnv(value: string | undefined): ExtraStaticOptions[] | undefined {
  if (!value) return undefined;
  return value
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator < 0) throw new Error(`SANDBOX_EXTRA_STATIC: expected port=dir, got "${pair}"`);
      return { port: parsePort(pair.slice(0, separator).trim(), 'SANDBOX_EXTRA_STATIC'), dir: pair.slice(separator + 1).trim() };
    });
}

/** OIDC_ISSUER + OIDC_JWKS_URL: an external provider (production Keycloak); both or neither. */
function externalIssuerFromEnv(issuer: string | undefined, jwksUrl: string | undefined): ExternalIssuerOptions | undefined {
  if (!issuer && !jwksUrl) return undefined;
  if (!issuer || !jwksUrl) throw new Error('OIDC_ISSUER and OIDC_JWKS_URL must be set together');
  try {
    new URL(jwksUrl);
  } catch {
    throw new Error(`OIDC_JWKS_URL: "${jwksUrl}" is not a URL`);
  }
  return { issuer, jwksUrl };
}

/** SANDBOX_TEST_CONTROLS=off (or 0/false) turns the /__sandbox controls and fault injection off. */
function testControlsFromEnv(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (/^(off|0|false)$/i.test(value)) return false;
  if (/^(on|1|true)$/i.test(value)) return true;
  throw new Error(`SANDBOX_TEST_CONTROLS: expected on or off, got "${value}"`);
}

/** SANDBOX_SHAPES=spec answers only what the spec promises; `full` (the default) everything. */
function shapesFromEnv(value: string | undefined): ShapeMode | undefined {
  if (value === undefined || value === '') return undefined;
  const mode = value.trim().toLowerCase();
  if (!isShapeMode(mode)) throw new Error(`SANDBOX_SHAPES: expected full or spec, got "${value}"`);
  return mode;
}

/**
 * Options from the environment: PORT, SANDBOX_LISTEN_HOST (default 127.0.0.1), PUBLIC_URL, HOST_DIST, REMOTES_FILE,
 * SANDBOX_REMOTE_PORTS ("LKK=3001,..."), SANDBOX_EXTRA_STATIC ("3011=/abs/dir,..."),
 * OIDC_ISSUER + OIDC_JWKS_URL (verify /api/ tokens of an external provider), SANDBOX_TEST_CONTROLS (on|off),
 * SANDBOX_SHAPES (full|spec), SANDBOX_TRUSTED_PROXIES (addresses of the proxies whose X-Forwarded-For names the client).
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv): SandboxOptions {
  return {
    port: env.PORT ? parsePort(env.PORT, 'PORT') : undefined,
    listenHost: env.SANDBOX_LISTEN_HOST || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    hostDist: env.HOST_DIST || undefined,
    remotesFile: env.REMOTES_FILE || undefined,
    remotes: remotesFromEnv(env.SANDBOX_REMOTE_PORTS),
    extraStatic: extraStaticFromEnv(env.SANDBOX_EXTRA_STATIC),
    externalIssuer: externalIssuerFromEnv(env.OIDC_ISSUER || undefined, env.OIDC_JWKS_URL || undefined),
    testControls: testControlsFromEnv(env.SANDBOX_TEST_CONTROLS),
    devSockets: env.SANDBOX_DEV_SOCKETS ? env.SANDBOX_DEV_SOCKETS.split(',').map((socket) => socket.trim()).filter(Boolean) : undefined,
    portalOrigins: env.SANDBOX_PORTAL_ORIGINS ? env.SANDBOX_PORTAL_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean) : undefined,
    shapes: shapesFromEnv(env.SANDBOX_SHAPES),
    trustedProxies: trustedProxiesFromEnv(env.SANDBOX_TRUSTED_PROXIES),
  };
}
