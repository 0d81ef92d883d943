/** Keycloak's layout: the provider lives under /keycloak/realms/portal on the main port. */
export const KEYCLOAK_BASE_PATH = '/keycloak';
export const REALM = 'portal';
export const CLIENT_ID = 'portal-web';
export const REALM_PATH = `${KEYCLOAK_BASE_PATH}/realms/${REALM}`;
export const OIDC_PATH = '/protocol/openid-connect';

/** Paths relative to the realm, as Keycloak names them. */
export const REALM_ROUTES = {
  authorization: `${OIDC_PATH}/auth`,
  token: `${OIDC_PATH}/token`,
  end_session: `${OIDC_PATH}/logout`,
  jwks: `${OIDC_PATH}/certs`,
  userinfo: `${OIDC_PATH}/userinfo`,
  revocation: `${OIDC_PATH}/revoke`,
  introspection: `${OIDC_PATH}/token/introspect`,
} as const;

/** Where the login form of an interaction lives, relative to the realm. */
export const INTERACTION_PATH = '/login-actions/interaction';

/** An interaction's own address, where its login form posts. */
export const interactionAction = (uid: string): string => `${REALM_PATH}${INTERACTION_PATH}/${uid}`;

/** The access tokens' resource server (resource indicator) and audience. */
export const API_RESOURCE = 'urn:portal:api';
export const API_AUDIENCE = 'portal-api';

export const ACCESS_TOKEN_TTL_SECONDS = 300;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 60;
export const SESSION_TTL_SECONDS = 10 * 60 * 60;
