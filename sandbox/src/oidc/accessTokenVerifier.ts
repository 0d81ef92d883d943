import { createLocalJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import { API_AUDIENCE } from './realmPaths';

export interface VerifiedAccessToken extends JWTPayload {
  sub: string;
}

export class InvalidAccessTokenError extends Error {}

/**
 * Verifies the provider's JWT access tokens against its own public key: signature, issuer, audience, expiry.
 * Used by userinfo (TOOLCHAIN.md gap 4) and by every /api/ call.
 */
export function createAccessTokenVerifier(issuer: string, publicJwk: JWK): (token: string) => Promise<VerifiedAccessToken> {
  const keys = createLocalJWKSet({ keys: [publicJwk] });
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience: API_AUDIENCE, algorithms: ['RS256'] });
      if (typeof payload.sub !== 'string') throw new InvalidAccessTokenError('token has no subject');
      return payload as VerifiedAccessToken;
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) throw error;
      const reason = error instanceof Error && 'code' in error && error.code === 'ERR_JWT_EXPIRED' ? 'token expired' : 'invalid token';
      throw new InvalidAccessTokenError(reason);
    }
  };
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
