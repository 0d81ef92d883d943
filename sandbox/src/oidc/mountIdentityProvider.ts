import type { Express } from 'express';
import type Provider from 'oidc-provider';
import type { UserStore } from '../state/userStore';
import { createAccessTokenVerifier, type VerifiedAccessToken } from './accessTokenVerifier';
import { createMemoryAdapterClass } from './memoryAdapter';
import { createIdentityProvider } from './createIdentityProvider';
import { interactionRoutes } from './interactionRoutes';
import { answerLoginFormAtAuthorization } from './loginFormAtAuthorization';
import { keycloakCompatRoutes } from './keycloakCompatRoutes';
import { REALM_PATH, REALM_ROUTES } from './realmPaths';
import { authorizationRequestLimit, TOO_MANY_AUTHORIZATIONS_TEXT } from './loginAttemptLimit';
import { pageLayout } from '../html/pageLayout';
import { RefreshTokenEnvelope } from './refreshTokenEnvelope';
import { onlyServedRealmPaths } from './servedRealmPaths';
import { generateSigningKey } from './signingKey';

export interface IdentityProvider {
  provider: Provider;
  issuer: string;
  verifyAccessToken: (token: string) => Promise<VerifiedAccessToken>;
}

/** Mounts the OpenID Connect provider at /keycloak/realms/portal of the main app. */
export async function mountIdentityProvider(app: Express, publicUrl: string, users: UserStore, extraOrigins: readonly string[] = [], storeCapacity?: number): Promise<IdentityProvider> {
  const portalOrigins = [publicUrl, ...extraOrigins];
  const issuer = `${publicUrl}${REALM_PATH}`;
  const key = await generateSigningKey();
  const envelope = await RefreshTokenEnvelope.create(issuer, key);
  const verifyAccessToken = createAccessTokenVerifier(issuer, key.publicJwk);
  const adapter = createMemoryAdapterClass({ maxEntries: storeCapacity, maxInteractions: storeCapacity });
  const provider = await createIdentityProvider({ issuer, publicUrl, portalOrigins, key, users, envelope, adapter });
  // A new password ends every other session and refresh token of the account ("sign out other devices"); the
  // session the change was made in goes on, so the user is not thrown out minutes later at the next refresh.
  users.onPasswordChanged((sub, sessionUid) => adapter.revokeAccount(sub, sessionUid));

  // The provider builds its endpoints' URLs (discovery, redirects) from the request's Host: a client's Host header
  // must not name them. The provider lives at the public URL whatever Host was sent.
  const publicHost = new URL(publicUrl).host;
  app.use(REALM_PATH, onlyServedRealmPaths);
  app.use(REALM_PATH, (req, _res, next) => {
    req.headers.host = publicHost;
    delete req.headers['x-forwarded-host'];
    next();
  });
  app.use(
    `${REALM_PATH}${REALM_ROUTES.authorization}`,
    authorizationRequestLimit((_req, res) => {
      res.status(429).set('Cache-Control', 'no-store').type('html').send(pageLayout('Вход в личный кабинет', `<h1>Вход в личный кабинет</h1>\n<p class="error">${TOO_MANY_AUTHORIZATIONS_TEXT}</p>`));
    }),
  );
  app.use(REALM_PATH, keycloakCompatRoutes({ portalOrigins, users, verifyAccessToken }));
  answerLoginFormAtAuthorization(provider);
  app.use(REALM_PATH, interactionRoutes(provider, users, publicUrl));
  app.use(REALM_PATH, provider.callback());
  return { provider, issuer, verifyAccessToken };
}
