import { randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { loadOidcProvider } from './loadOidcProvider';
import type { UserStore } from '../state/userStore';
import { renderProviderErrorPage } from './errorPage';
import type { MemoryAdapterClass } from './memoryAdapter';
import { renderAutoLogoutPage, renderLogoutConfirmPage } from './logoutPage';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  API_AUDIENCE,
  API_RESOURCE,
  CLIENT_ID,
  INTERACTION_PATH,
  REALM_PATH,
  REALM_ROUTES,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_TTL_SECONDS,
} from './realmPaths';
import { isAllowedRedirectUri } from './redirectUris';
import type { RefreshTokenEnvelope } from './refreshTokenEnvelope';
import { createRefreshRateLimit } from './refreshRateLimit';
import type { SigningKey } from './signingKey';
import { profileClaims, roleClaims } from './tokenClaims';

export interface IdentityProviderDeps {
  issuer: string;
  publicUrl: string;
  /** Origins whose pages may be redirect targets and credentialed CORS callers. */
  portalOrigins: readonly string[];
  /** The provider's storage (memoryAdapter.ts), kept by the caller to revoke an account's sessions. */
  adapter: MemoryAdapterClass;
  key: SigningKey;
  users: UserStore;
  envelope: RefreshTokenEnvelope;
}

const PROFILE_CLAIMS = ['preferred_username', 'name', 'given_name', 'family_name'];
const EMAIL_CLAIMS = ['email', 'email_verified'];
const GRANTED_SCOPES = 'openid profile email';

/** Keycloak grants its own front-end client without asking: the grant is created on first use. */
async function loadOrCreateGrant(ctx: KoaContextWithOIDC) {
  const { client, session, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) {
    const existing = await provider.Grant.find(grantId);
    if (existing) return existing;
  }
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(GRANTED_SCOPES);
  grant.addResourceScope(API_RESOURCE, GRANTED_SCOPES);
  await grant.save();
  return grant;
}

function configuration({ publicUrl, portalOrigins, key, users, adapter }: IdentityProviderDeps): Configuration {
  return {
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/`],
        post_logout_redirect_uris: [`${publicUrl}/`],
      },
    ],
    adapter,
    jwks: { keys: [key.privateJwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    // Keycloak's default client scopes give profile and e-mail claims to a plain `scope=openid` request.
    claims: { openid: ['sub', ...PROFILE_CLAIMS, ...EMAIL_CLAIMS], profile: PROFILE_CLAIMS, email: EMAIL_CLAIMS },
    // Keycloak puts the profile claims into the ID token as well.
    conformIdTokenClaims: false,
    routes: REALM_ROUTES,
    pkce: { required: () => true },
    responseTypes: ['code'],
    findAccount: async (_ctx, sub) => {
      const account = users.bySub(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...profileClaims(account) }) };
    },
    interactions: { url: async (_ctx, interaction) => `${REALM_PATH}${INTERACTION_PATH}/${interaction.uid}` },
    loadExistingGrant: loadOrCreateGrant,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account = typeof accountId === 'string' ? users.bySub(accountId) : undefined;
      if (!account) return undefined;
      return {
        typ: 'Bearer',
        azp: CLIENT_ID,
        ...('sessionUid' in token && token.sessionUid ? { sid: token.sessionUid } : {}),
        ...profileClaims(account),
        ...roleClaims(account),
      };
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      RefreshToken: REFRESH_TOKEN_TTL_SECONDS,
      Interaction: 60 * 60,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
    },
    clientBasedCORS: (_ctx, origin) => isAllowedRedirectUri(`${origin}/`, portalOrigins),
    features: {
      devInteractions: { enabled: false },
      // Neither is used by the portal (servedRealmPaths.ts): off, so discovery names no endpoint that answers 404.
      revocation: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          // keycloak-js sends the session's own ID token: the portal's logout goes through at once. Any other hint
          // (another user's, an old session's, however validly signed) or none: a link from any site must not sign
          // the user out, so the user confirms.
          ctx.body = hintNamesThisSession(ctx) ? renderAutoLogoutPage(form) : renderLogoutConfirmPage(form);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: GRANTED_SCOPES,
          audience: API_AUDIENCE,
          accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderProviderErrorPage({ ...out });
    },
  };
}

/**
 * Wraps refresh tokens of token-endpoint answers into the JWT-shaped envelope keycloak-js can decode, and looks an
 * envelope a client sends back up by the opaque token inside, counting each look-up against the account's refresh
 * limit (refreshRateLimit.ts; over it the endpoint answers 429). The look-up is where the provider reads the token, so
 * the request body stays the provider's to parse (an upstream body parser makes it fall back with a warning).
 */
function wrapRefreshTokens(provider: Provider, envelope: RefreshTokenEnvelope): void {
  const { RefreshToken } = provider;
  const find = RefreshToken.find.bind(RefreshToken);
  const refreshes = createRefreshRateLimit();
  const findUnwrapped = async (value: unknown, options?: { ignoreExpiration?: boolean }) => {
    const token = await find(typeof value === 'string' ? await envelope.unwrap(value) : (value as string), options);
    // Counted where the provider reads the token, the one place its account is known before the token rotates.
    const accountId = (token as { accountId?: unknown } | undefined)?.accountId;
    if (typeof accountId === 'string') refreshes.count(accountId);
    return token;
  };
  RefreshToken.find = findUnwrapped as typeof RefreshToken.find;
  provider.use(async (ctx, next) => {
    await next();
    const oidc = (ctx as Partial<KoaContextWithOIDC>).oidc;
    const body = ctx.body as { refresh_token?: unknown } | undefined;
    if (oidc?.route === 'token' && ctx.status === 200 && body && typeof body.refresh_token === 'string') {
      const subject = oidc.entities.Account?.accountId ?? oidc.entities.RefreshToken?.accountId ?? oidc.entities.AuthorizationCode?.accountId;
      body.refresh_token = await envelope.wrap(body.refresh_token, subject);
    }
  });
}

interface LogoutContext {
  oidc: {
    entities: { IdTokenHint?: { payload?: Record<string, unknown> } };
    session?: { accountId?: string; sidFor?: (clientId: string) => string | undefined };
  };
}

/**
 * Whether the logout's id_token_hint (signature and audience already checked by the provider, expiry not) was issued
 * to the browser's current session: the same subject, and the same session id when the token names one.
 */
export function hintNamesThisSession(ctx: LogoutContext): boolean {
  const payload = ctx.oidc.entities.IdTokenHint?.payload;
  const session = ctx.oidc.session;
  if (!payload || !session?.accountId || payload.sub !== session.accountId) return false;
  if (payload.sid === undefined) return true;
  return typeof payload.aud === 'string' && session.sidFor?.(payload.aud) === payload.sid;
}

/** The embedded OpenID Connect provider with Keycloak's paths, the portal-web client and the demo users. */
export async function createIdentityProvider(deps: IdentityProviderDeps): Promise<Provider> {
  const ProviderClass = await loadOidcProvider();
  const provider = new ProviderClass(deps.issuer, configuration(deps));
  const isAllowed = (value: string) => isAllowedRedirectUri(value, deps.portalOrigins);
  provider.Client.prototype.redirectUriAllowed = isAllowed;
  provider.Client.prototype.postLogoutRedirectUriAllowed = isAllowed;
  wrapRefreshTokens(provider, deps.envelope);
  return provider;
}
