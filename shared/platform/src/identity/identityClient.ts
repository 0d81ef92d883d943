import type { IdentityConfig } from '@portal/api';
import type { TokenClaims } from '../session/sessionState';

/** init() options the portal passes to keycloak-js. */
export interface IdentityInitOptions {
  onLoad: 'check-sso' | 'login-required';
  silentCheckSsoRedirectUri: string;
  checkLoginIframe: boolean;
  pkceMethod: 'S256';
  responseMode: 'fragment' | 'query';
  flow: 'standard';
  /** A session to resume (the token cookies of the last visit): keycloak-js refreshes it instead of the silent check. */
  token?: string;
  refreshToken?: string;
}

/**
 * The part of a keycloak-js instance the platform uses. Production passes a real `Keycloak`;
 * tests inject a fake with the same shape.
 */
export interface IdentityClient {
  authenticated?: boolean;
  token?: string;
  tokenParsed?: TokenClaims;
  idToken?: string;
  refreshToken?: string;
  subject?: string;
  realmAccess?: { roles: string[] };
  resourceAccess?: Record<string, { roles: string[] }>;
  timeSkew: number | null;
  init(options: IdentityInitOptions): Promise<boolean>;
  login(options?: { redirectUri?: string; loginHint?: string }): Promise<void>;
  logout(options?: { redirectUri?: string }): Promise<void>;
  /** Resolves true when the token was refreshed, false when it was still valid; -1 forces a refresh. */
  updateToken(minValidity: number): Promise<boolean>;
  clearToken(): void;
}

/**
 * Builds the identity client. The host passes keycloak-js (created before the app loads, see
 * host/src/startup/openSession.ts); tests inject a fake. The platform never imports keycloak-js itself,
 * so the library is downloaded once, with the start-up code.
 */
export type IdentityClientFactory = (config: IdentityConfig) => IdentityClient;
