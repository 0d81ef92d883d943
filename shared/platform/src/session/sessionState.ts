import type { User } from '@portal/api';

/** Claims of the access token; keycloak-js decodes them. Only the ones the portal reads are named. */
export interface TokenClaims {
  sub?: string;
  exp?: number;
  iat?: number;
  sid?: string;
  session_state?: string;
  preferred_username?: string;
  name?: string;
  realm_access?: { roles: string[] };
  resource_access?: Record<string, { roles: string[] }>;
  [claim: string]: unknown;
}

/** What the identity provider told us about the signed-in user (spec §3 Session). */
export interface SessionTokens {
  userName: string;
  fullName: string;
  token: string;
  tokenParsed: TokenClaims;
  subject: string;
  idToken: string;
  refreshToken: string;
  realmRoles: string[];
  resourceRoles: Record<string, string[]>;
  timeSkew: number | null;
}

/** Session of spec §4: not ready → ready and authenticated, or ready and not authenticated. */
export interface SessionState extends SessionTokens {
  ready: boolean;
  authenticated: boolean;
  /** The portal user of GET /v2/user, once loaded. */
  user: User | null;
}

export const EMPTY_TOKENS: SessionTokens = {
  userName: '',
  fullName: '',
  token: '',
  tokenParsed: {},
  subject: '',
  idToken: '',
  refreshToken: '',
  realmRoles: [],
  resourceRoles: {},
  timeSkew: null,
};

export const INITIAL_SESSION: SessionState = { ...EMPTY_TOKENS, ready: false, authenticated: false, user: null };
