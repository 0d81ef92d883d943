import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { UserStore } from '../state/userStore';
import { InvalidAccessTokenError, type VerifiedAccessToken } from './accessTokenVerifier';
import { API_AUDIENCE, CLIENT_ID } from './realmPaths';

/** An external identity provider (a real Keycloak in production) whose access tokens the API accepts. */
export interface ExternalIssuerOptions {
  /** `iss` of its tokens, e.g. https://portal.example.ru/keycloak/realms/portal */
  issuer: string;
  /** Its JSON Web Key Set, e.g. http://keycloak:8080/keycloak/realms/portal/protocol/openid-connect/certs */
  jwksUrl: string;
}

/**
 * Verifies access tokens of an external provider against its remote key set (fetched and cached by jose,
 * re-fetched when an unknown key id appears) and maps `preferred_username` to the sandbox's demo user:
 * the verified token's `sub` becomes that user's subject, so the rest of the API works unchanged.
 */
export function createExternalTokenVerifier(
  { issuer, jwksUrl }: ExternalIssuerOptions,
  users: UserStore,
  keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(jwksUrl)),
): (token: string) => Promise<VerifiedAccessToken> {
  return async (token) => {
    let payload: VerifiedAccessToken;
    try {
      ({ payload } = (await jwtVerify(token, keys, {
        issuer,
        audience: API_AUDIENCE,
        algorithms: ['RS256', 'ES256', 'PS256'],
        // A token without an expiry would be valid forever.
        requiredClaims: ['exp'],
      })) as { payload: VerifiedAccessToken });
    } catch (error) {
      const reason = error instanceof Error && 'code' in error && error.code === 'ERR_JWT_EXPIRED' ? 'token expired' : 'invalid token';
      throw new InvalidAccessTokenError(reason);
    }
    // Keycloak signs ID and refresh tokens with the same keys: only an access token issued to the portal's
    // own client may call the API.
    if (payload.typ !== 'Bearer') throw new InvalidAccessTokenError('not an access token');
    if (payload.azp !== CLIENT_ID) throw new InvalidAccessTokenError('issued to another client');
    const username = payload.preferred_username;
    const account = typeof username === 'string' ? users.byUsername(username) : undefined;
    if (!account) throw new InvalidAccessTokenError('unknown user');
    return { ...payload, sub: account.sub };
  };
}
