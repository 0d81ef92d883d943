import type { RequestHandler } from 'express';
import { INTERACTION_PATH, OIDC_PATH } from './realmPaths';

/**
 * What the sandbox's identity provider serves under /keycloak/realms/portal, relative to the realm: what the portal
 * and keycloak-js use, as the deploy's nginx routes of a real Keycloak (deploy/host/default.conf.template) — discovery,
 * auth (and the provider's resume step after the login form), token, logout (and its confirmation), certs, userinfo,
 * the silent-check pages and the login form. Anything else (client registration, brokering, PAR, revocation,
 * introspection, device and CIBA flows …) answers 404 before it reaches the provider.
 */
const SERVED = [
  /^\/\.well-known\/openid-configuration$/,
  // The resume step's uid is the provider's 21-character id: `auth/device` and the like are not one.
  new RegExp(`^${OIDC_PATH}/auth(/[A-Za-z0-9_-]{16,})?$`),
  new RegExp(`^${OIDC_PATH}/token$`),
  new RegExp(`^${OIDC_PATH}/logout(/confirm|/success)?$`),
  new RegExp(`^${OIDC_PATH}/certs$`),
  new RegExp(`^${OIDC_PATH}/userinfo$`),
  new RegExp(`^${OIDC_PATH}/3p-cookies/step[12]\\.html$`),
  new RegExp(`^${OIDC_PATH}/login-status-iframe\\.html(/init)?$`),
  new RegExp(`^${INTERACTION_PATH}/[A-Za-z0-9_-]{16,}$`),
];

export function isServedRealmPath(pathInRealm: string): boolean {
  return SERVED.some((pattern) => pattern.test(pathInRealm));
}

/** Mounted at the realm's path: 404 for every path the portal does not use. */
export const onlyServedRealmPaths: RequestHandler = (req, res, next) => {
  if (isServedRealmPath(req.path)) return next();
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send(`Not found: ${req.method} ${req.baseUrl}${req.path}`);
};
