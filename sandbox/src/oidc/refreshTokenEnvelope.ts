import { SignJWT, jwtVerify, importJWK, decodeProtectedHeader } from 'jose';
import { REFRESH_TOKEN_TTL_SECONDS, CLIENT_ID } from './realmPaths';
import type { SigningKey } from './signingKey';

const ENVELOPE_TYPE = 'Refresh';

/**
 * keycloak-js decodes the refresh token as a JWT, oidc-provider's are opaque (TOOLCHAIN.md gap 1).
 * The token endpoint's answer carries the opaque token inside a signed JWT (claim `rt`); a refresh request
 * carrying the envelope is unwrapped again before the provider sees it.
 */
export class RefreshTokenEnvelope {
  private constructor(
    private readonly issuer: string,
    private readonly privateKey: CryptoKey | Uint8Array,
    private readonly publicKey: CryptoKey | Uint8Array,
  ) {}

  static async create(issuer: string, key: SigningKey): Promise<RefreshTokenEnvelope> {
    return new RefreshTokenEnvelope(issuer, await importJWK(key.privateJwk, 'RS256'), await importJWK(key.publicJwk, 'RS256'));
  }

  async wrap(opaque: string, subject: string | undefined): Promise<string> {
    const jwt = new SignJWT({ typ: ENVELOPE_TYPE, azp: CLIENT_ID, rt: opaque })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(this.issuer)
      .setIssuedAt()
      .setExpirationTime(`${REFRESH_TOKEN_TTL_SECONDS}s`);
    if (subject) jwt.setSubject(subject);
    return jwt.sign(this.privateKey);
  }

  /**
   * The opaque token inside an envelope. A value that is not an envelope is returned unchanged so the
   * provider answers invalid_grant itself; an envelope with a bad signature yields an unusable value.
   */
  async unwrap(value: string): Promise<string> {
    if (value.split('.').length !== 3) return value;
    try {
      decodeProtectedHeader(value);
    } catch {
      return value;
    }
    try {
      // The envelope's own expiry is informational; the provider decides whether the token inside is alive.
      const { payload } = await jwtVerify(value, this.publicKey, { issuer: this.issuer, currentDate: new Date(0) });
      return typeof payload.rt === 'string' ? payload.rt : 'invalid-envelope';
    } catch {
      return 'invalid-envelope';
    }
  }
}
