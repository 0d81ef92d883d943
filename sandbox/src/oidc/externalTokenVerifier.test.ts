/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { userSchema } from '@portal/api';
import { optionsFromEnv } from '../config/optionsFromEnv';
import { UserStore } from '../state/userStore';
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { createExternalTokenVerifier } from './externalTokenVerifier';
import { API_AUDIENCE, CLIENT_ID } from './realmPaths';

jest.setTimeout(30_000);

const ISSUER = 'https://portal.example.ru/keycloak/realms/portal';

/** A stand-in for Keycloak's certs endpoint: a locally generated key set served over HTTP. */
let jwksServer: Server;
let jwksUrl: string;
let jwksRequests = 0;
let signingKey: CryptoKey;
const KID = 'external-key-1';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_req, res) => {
    jwksRequests += 1;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/certs`;
});

afterAll(async () => {
  await new Promise((resolve) => jwksServer.close(resolve));
});

/** A Keycloak-like access token: its own subject UUID, the login in preferred_username, the API audience. */
function keycloakToken(claims: Record<string, unknown>, options: { issuer?: string; key?: CryptoKey; expiresIn?: string | null } = {}) {
  const jwt = new SignJWT({ preferred_username: 'supplier', typ: 'Bearer', azp: CLIENT_ID, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setSubject('f3a1c2d4-0000-4000-8000-keycloak0001')
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(API_AUDIENCE)
    .setIssuedAt();
  if (options.expiresIn !== null) jwt.setExpirationTime(options.expiresIn ?? '5m');
  return jwt.sign(options.key ?? signingKey);
}

describe('external issuer token verifier', () => {
  const users = new UserStore();
  const verify = () => createExternalTokenVerifier({ issuer: ISSUER, jwksUrl }, users);

  it('accepts a token signed by the remote key set and maps preferred_username to the demo user', async () => {
    const verified = await verify()(await keycloakToken({ preferred_username: 'principal' }));
    expect(verified.sub).toBe(users.byUsername('principal')?.sub);
    expect(verified.preferred_username).toBe('principal');
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it('refuses a token of another issuer', async () => {
    await expect(verify()(await keycloakToken({}, { issuer: 'https://evil.example/realms/portal' }))).rejects.toThrow('invalid token');
  });

  it('refuses a token signed with a key outside the set', async () => {
    const other = await generateKeyPair('RS256');
    await expect(verify()(await keycloakToken({}, { key: other.privateKey }))).rejects.toThrow('invalid token');
  });

  it('says an expired token is expired', async () => {
    await expect(verify()(await keycloakToken({}, { expiresIn: '-1m' }))).rejects.toThrow('token expired');
  });

  it('refuses a token without an expiry', async () => {
    await expect(verify()(await keycloakToken({}, { expiresIn: null }))).rejects.toThrow('invalid token');
  });

  it.each(['ID', 'Refresh', undefined])('refuses a token of type %s: only access tokens call the API', async (typ) => {
    await expect(verify()(await keycloakToken({ typ }))).rejects.toThrow('not an access token');
  });

  it('refuses an access token issued to another client of the realm', async () => {
    await expect(verify()(await keycloakToken({ azp: 'admin-cli' }))).rejects.toThrow('issued to another client');
    await expect(verify()(await keycloakToken({ azp: undefined }))).rejects.toThrow('issued to another client');
  });

  it('refuses a user the sandbox does not know', async () => {
    await expect(verify()(await keycloakToken({ preferred_username: 'stranger' }))).rejects.toThrow('unknown user');
  });
});

describe('sandbox with OIDC_ISSUER and OIDC_JWKS_URL', () => {
  let sandbox: TestSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ externalIssuer: optionsFromEnv({ OIDC_ISSUER: ISSUER, OIDC_JWKS_URL: jwksUrl }).externalIssuer });
  });

  afterAll(async () => {
    await sandbox.stop();
  });

  it("answers /api/ calls with the external provider's token as the mapped demo user", async () => {
    const response = await sandbox.call('/api/v2/user', { token: await keycloakToken({ preferred_username: 'multi' }) });
    expect(response.status).toBe(200);
    expect(userSchema.parse(await response.json()).username).toBe('multi');
  });

  it("refuses the embedded provider's own tokens then", async () => {
    const embedded = await sandbox.accessTokenOf('supplier');
    const response = await sandbox.call('/api/v2/user', { token: embedded });
    expect(response.status).toBe(401);
  });
});

describe('optionsFromEnv', () => {
  it('leaves the embedded provider in charge by default', () => {
    expect(optionsFromEnv({}).externalIssuer).toBeUndefined();
  });

  it('needs both variables', () => {
    expect(() => optionsFromEnv({ OIDC_ISSUER: ISSUER })).toThrow('OIDC_ISSUER and OIDC_JWKS_URL must be set together');
    expect(() => optionsFromEnv({ OIDC_ISSUER: ISSUER, OIDC_JWKS_URL: 'not a url' })).toThrow('OIDC_JWKS_URL');
  });
});
