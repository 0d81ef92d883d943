import express, { type Request, type Response, type Router } from 'express';
import type { UserStore } from '../state/userStore';
import { bearerToken, InvalidAccessTokenError, type VerifiedAccessToken } from './accessTokenVerifier';
import { renderLoginStatusIframe, renderPostMessagePage } from './keycloakPages';
import { OIDC_PATH, REALM_PATH, REALM_ROUTES } from './realmPaths';
import { isAllowedRedirectUri } from './redirectUris';
import { profileClaims } from './tokenClaims';

const THIRD_PARTY_COOKIE = 'KEYCLOAK_3P_COOKIE';

export interface KeycloakCompatDeps {
  portalOrigins: readonly string[];
  users: UserStore;
  verifyAccessToken: (token: string) => Promise<VerifiedAccessToken>;
}

function sendHtml(res: Response, html: string): void {
  res.set('Cache-Control', 'no-store').type('html').send(html);
}

/**
 * What keycloak-js expects from Keycloak beyond oidc-provider (TOOLCHAIN.md "keycloak-js against oidc-provider"):
 * CORS credentials, the third-party-cookie check pages, the session-status iframe, userinfo for JWT access tokens,
 * and a token request's unreadable body. Mounted at the realm path, before the provider.
 */
export function keycloakCompatRoutes({ portalOrigins, users, verifyAccessToken }: KeycloakCompatDeps): Router {
  const router = express.Router();

  // Gap 2: keycloak-js calls the token endpoint with credentials: 'include'. For the portal's origins the whole
  // CORS answer is given here (the provider leaves requests alone that already carry Access-Control-* headers).
  router.use((req, res, next) => {
    const origin = req.get('origin');
    if (!origin || !isAllowedRedirectUri(`${origin}/`, portalOrigins)) {
      next();
      return;
    }
    res.vary('Origin');
    res.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' });
    if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      res.set({ 'Access-Control-Allow-Methods': 'GET,HEAD,POST', 'Access-Control-Max-Age': '3600' });
      const requested = req.get('access-control-request-headers');
      if (requested) res.set('Access-Control-Allow-Headers', requested);
      res.status(204).end();
      return;
    }
    res.set('Access-Control-Expose-Headers', 'WWW-Authenticate, DPoP-Nonce');
    next();
  });

  // Gap 3: Keycloak's check sets a cookie in step 1 and looks for it in step 2, inside keycloak-js's iframe.
  router.get(`${OIDC_PATH}/3p-cookies/step1.html`, (_req, res) => {
    res.cookie(THIRD_PARTY_COOKIE, 'supported', { path: REALM_PATH, sameSite: 'lax', httpOnly: true, maxAge: 60_000 });
    res.redirect(302, `${REALM_PATH}${OIDC_PATH}/3p-cookies/step2.html`);
  });
  router.get(`${OIDC_PATH}/3p-cookies/step2.html`, (req, res) => {
    const supported = (req.get('cookie') ?? '').split(/;\s*/).includes(`${THIRD_PARTY_COOKIE}=supported`);
    sendHtml(res, renderPostMessagePage(supported ? 'supported' : 'unsupported'));
  });
  router.get([`${OIDC_PATH}/login-status-iframe.html`, `${OIDC_PATH}/login-status-iframe.html/init`], (_req, res) => {
    sendHtml(res, renderLoginStatusIframe());
  });

  // Gap 4: userinfo for the resource-bound JWT access tokens, verified with the provider's own key.
  router.all(REALM_ROUTES.userinfo, async (req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.status(405).json({ error: 'invalid_request', error_description: 'method not allowed' });
      return;
    }
    const token = bearerToken(req.get('authorization'));
    try {
      if (!token) throw new InvalidAccessTokenError('no bearer token');
      const claims = await verifyAccessToken(token);
      const account = users.bySub(claims.sub);
      if (!account) throw new InvalidAccessTokenError('unknown subject');
      res.set('Cache-Control', 'no-store').json({ sub: account.sub, ...profileClaims(account) });
    } catch (error) {
      const description = error instanceof Error ? error.message : 'invalid token';
      res
        .status(401)
        .set('WWW-Authenticate', `Bearer error="invalid_token", error_description="${description}"`)
        .json({ error: 'invalid_token', error_description: description });
    }
  });

  // Gap 1 (enveloped refresh tokens) is closed inside the provider (createIdentityProvider.ts), which reads the token
  // request's body itself. It does not decode a Content-Encoding: such a body (a fake gzip/br one too) gets OAuth's
  // JSON error like any other unreadable token request, not a grant looked up from undecoded bytes.
  router.post(REALM_ROUTES.token, (req, res, next) => {
    const encoding = (req.get('content-encoding') ?? 'identity').trim().toLowerCase();
    if (encoding === 'identity') {
      next();
      return;
    }
    res.status(400).set('Cache-Control', 'no-store').json({ error: 'invalid_request', error_description: 'Тело запроса не удалось прочитать' });
  });

  return router;
}
