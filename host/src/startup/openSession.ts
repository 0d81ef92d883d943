import type { IdentityConfig } from '@portal/api';
import { sessionInitOptions } from '@portal/platform/src/identity/sessionInitOptions';
import { keycloakConfigOf } from './identityEndpoints';
import { loadIdentityConfig } from './identityConfig';
import { storedSessionTokens } from './sessionCookie';
import { SettledKeycloak } from './settledKeycloak';

/** What start-up found before any of the app was downloaded. */
export type SessionOutcome =
  | { kind: 'redirecting' }
  | { kind: 'ready'; config: IdentityConfig; keycloak: SettledKeycloak }
  | { kind: 'failed'; error: unknown };

/** The part of keycloak-js start-up uses (a test passes a fake). */
type KeycloakFactory = (config: IdentityConfig) => SettledKeycloak;
const createKeycloak: KeycloakFactory = (config) => new SettledKeycloak(keycloakConfigOf(config));

/** Spec §2: /ukep is the one page an unauthenticated visitor may see; /check, the workstation check, too (decision 0028). */
export const PUBLIC_PATHS: readonly string[] = ['/ukep', '/check'];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname.replace(/\/+$/, ''));
}

/**
 * Start-up before the app (spec §4 + §2 global guard): read /config (from the page when the server put it there),
 * run the silent sign-on check and, without a session, go straight to the identity provider's login with the site
 * origin as return address. A returning user's session is resumed from the token cookies by one refresh; only when
 * that is refused does the silent check run (decision 0048). Only an authenticated visit (or /ukep, or a failure
 * the app must show) goes on to download the app.
 */
export async function openSession(
  location: Pick<Location, 'origin' | 'pathname'>,
  newKeycloak: KeycloakFactory = createKeycloak,
  doc: Document = document,
): Promise<SessionOutcome> {
  let config: IdentityConfig;
  try {
    config = await loadIdentityConfig(doc);
  } catch (error) {
    return { kind: 'failed', error };
  }
  const keycloak = newKeycloak(config);
  let authenticated: boolean;
  try {
    authenticated = await keycloak.init({ ...sessionInitOptions(location.origin), ...storedSessionTokens() });
  } catch {
    // The platform logs the init failure and marks the session unauthenticated (spec §8); the app guards.
    return { kind: 'ready', config, keycloak };
  }
  if (!authenticated && !isPublicPath(location.pathname)) {
    await keycloak.login({ redirectUri: location.origin });
    return { kind: 'redirecting' };
  }
  return { kind: 'ready', config, keycloak };
}
