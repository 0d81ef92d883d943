import { createDemoAccounts, type DemoAccount } from '../users/demoUsers';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  API_AUDIENCE,
  CLIENT_ID,
  REALM,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_TTL_SECONDS,
} from '../oidc/realmPaths';
import { PORTAL_CALLBACK_PATHS } from '../oidc/redirectUris';

/**
 * Origins the portal is served from; each gets its callback pages as redirect URIs and `<origin>/` as post-logout redirect URI. The default
 * is docker-compose's address; no development or test ports belong in a realm that is deployed.
 */
export const DEFAULT_PORTAL_ORIGINS = ['http://localhost:3000'];

type Json = Record<string, unknown>;

function mapper(name: string, protocolMapper: string, config: Record<string, string>): Json {
  return { name, protocol: 'openid-connect', protocolMapper, consentRequired: false, config };
}

const TOKEN_TARGETS = { 'id.token.claim': 'true', 'access.token.claim': 'true', 'userinfo.token.claim': 'true', 'introspection.token.claim': 'true' };

/** Mappers that give Keycloak's tokens the same claims as the sandbox's (see oidc/tokenClaims.ts). */
function protocolMappers(): Json[] {
  const property = (name: string, userProperty: string, claim: string) =>
    mapper(name, 'oidc-usermodel-property-mapper', { ...TOKEN_TARGETS, 'user.attribute': userProperty, 'claim.name': claim, 'jsonType.label': 'String' });
  return [
    property('username', 'username', 'preferred_username'),
    property('given name', 'firstName', 'given_name'),
    property('family name', 'lastName', 'family_name'),
    property('email', 'email', 'email'),
    mapper('full name', 'oidc-full-name-mapper', { ...TOKEN_TARGETS }),
    mapper('realm roles', 'oidc-usermodel-realm-role-mapper', {
      ...TOKEN_TARGETS,
      'userinfo.token.claim': 'false',
      'claim.name': 'realm_access.roles',
      'jsonType.label': 'String',
      multivalued: 'true',
    }),
    mapper('client roles', 'oidc-usermodel-client-role-mapper', {
      ...TOKEN_TARGETS,
      'userinfo.token.claim': 'false',
      'usermodel.clientRoleMapping.clientId': CLIENT_ID,
      'claim.name': 'resource_access.${client_id}.roles',
      'jsonType.label': 'String',
      multivalued: 'true',
    }),
    mapper('api audience', 'oidc-audience-mapper', {
      'included.custom.audience': API_AUDIENCE,
      'id.token.claim': 'false',
      'access.token.claim': 'true',
      'introspection.token.claim': 'true',
    }),
  ];
}

/**
 * Exactly the portal's callback pages on each origin (sandbox/src/oidc/redirectUris.ts), no `/*` wildcard: keycloak-js
 * returns to the site origin (with or without its slash) and checks silently through silent-check-sso.html.
 */
function callbackUris(origins: readonly string[]): string[] {
  return origins.flatMap((origin) => {
    const bare = origin.replace(/\/+$/, '');
    return [bare, ...PORTAL_CALLBACK_PATHS.map((callback) => `${bare}${callback}`)];
  });
}

function client(origins: readonly string[]): Json {
  const uris = callbackUris(origins);
  const logoutUris = origins.map((origin) => `${origin.replace(/\/+$/, '')}/`);
  return {
    clientId: CLIENT_ID,
    name: 'Личный кабинет клиента',
    enabled: true,
    protocol: 'openid-connect',
    publicClient: true,
    standardFlowEnabled: true,
    implicitFlowEnabled: false,
    directAccessGrantsEnabled: false,
    serviceAccountsEnabled: false,
    frontchannelLogout: true,
    fullScopeAllowed: true,
    redirectUris: uris,
    webOrigins: ['+'],
    attributes: {
      'pkce.code.challenge.method': 'S256',
      'post.logout.redirect.uris': logoutUris.join('##'),
      'use.refresh.tokens': 'true',
    },
    defaultClientScopes: ['web-origins', 'acr', 'basic', 'profile', 'roles', 'email'],
    optionalClientScopes: ['offline_access'],
    protocolMappers: protocolMappers(),
  };
}

function user(account: DemoAccount): Json {
  return {
    id: account.sub,
    username: account.user.username,
    enabled: true,
    email: account.user.email,
    emailVerified: true,
    firstName: account.givenName,
    lastName: account.familyName,
    credentials: [{ type: 'password', value: account.password, temporary: false }],
    realmRoles: account.realmRoles.filter((role) => role === 'portal-user' || role === 'default-roles-portal'),
    clientRoles: { [CLIENT_ID]: [...account.clientRoles] },
  };
}

/**
 * The production realm's password policy: the spec's message asks for 8 or more characters with digits, Latin upper
 * and lower case and special characters (§5), at most 40; not the login; not one of the last three.
 */
export const PRODUCTION_PASSWORD_POLICY =
  'length(8) and maxLength(40) and digits(1) and lowerCase(1) and upperCase(1) and specialChars(1) and notUsername and passwordHistory(3)';

/**
 * A Keycloak realm export (importable with `kc.sh import` or `--import-realm`) matching the sandbox's provider,
 * without users: the demo users (password `demo`) are a separate import, see buildDemoUsersImport. The demonstration
 * variant (`demo: true`) has no password policy: Keycloak refuses to import users whose password breaks the realm's
 * policy, and `demo` would.
 */
export function buildKeycloakRealm(origins: readonly string[] = DEFAULT_PORTAL_ORIGINS, { demo = false }: { demo?: boolean } = {}): Json {
  const accounts = createDemoAccounts();
  const clientRoles = [...new Set(accounts.flatMap((account) => account.clientRoles))].sort();
  return {
    realm: REALM,
    displayName: 'Личный кабинет',
    enabled: true,
    sslRequired: 'external',
    registrationAllowed: false,
    loginWithEmailAllowed: false,
    resetPasswordAllowed: false,
    internationalizationEnabled: true,
    supportedLocales: ['ru'],
    defaultLocale: 'ru',
    accessTokenLifespan: ACCESS_TOKEN_TTL_SECONDS,
    ssoSessionIdleTimeout: REFRESH_TOKEN_TTL_SECONDS,
    ssoSessionMaxLifespan: SESSION_TTL_SECONDS,
    revokeRefreshToken: true,
    refreshTokenMaxReuse: 0,
    // Password guessing: after 10 failures a login waits 1 minute, growing to 15 minutes at most.
    bruteForceProtected: true,
    permanentLockout: false,
    failureFactor: 10,
    waitIncrementSeconds: 60,
    maxFailureWaitSeconds: 900,
    maxDeltaTimeSeconds: 43200,
    minimumQuickLoginWaitSeconds: 60,
    quickLoginCheckMilliSeconds: 1000,
    ...(demo ? {} : { passwordPolicy: PRODUCTION_PASSWORD_POLICY }),
    roles: {
      realm: [{ name: 'portal-user', description: 'Пользователь личного кабинета' }],
      client: { [CLIENT_ID]: clientRoles.map((name) => ({ name, description: `Доступ к кабинету ${name.slice('cabinet-'.length).toUpperCase()}` })) },
    },
    clients: [client(origins)],
  };
}

/**
 * The sandbox's demo users as Keycloak's partial users file (`<realm>-users-0.json` of a directory export), for
 * demonstration stands only: docker-compose imports it just with the demo override (docker-compose.demo.yml).
 */
export function buildDemoUsersImport(): Json {
  return { realm: REALM, users: createDemoAccounts().map(user) };
}
