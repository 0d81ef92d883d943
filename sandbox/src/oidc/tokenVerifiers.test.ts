import { webcrypto } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import type { UserStore } from '../state/userStore';
import { bearerToken, createAccessTokenVerifier, InvalidAccessTokenError } from './accessTokenVerifier';
import { createExternalTokenVerifier } from './externalTokenVerifier';
import { API_AUDIENCE, CLIENT_ID } from './realmPaths';

/** The API's bearer-token checks: what a token must carry to be accepted, and the reason given when it is not. */
// The unit jest environment is jsdom, whose crypto has no WebCrypto `subtle`: jose needs Node's.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const ISSUER = 'http://localhost/keycloak/realms/portal';

let privateKey: CryptoKey;
let publicJwk: JWK;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), alg: 'RS256', kid: 'k1' };
  otherKey = (await generateKeyPair('RS256')).privateKey;
});

function sign(claims: JWTPayload, { key = privateKey, expiresIn = '5m' as string | null } = {}): Promise<string> {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuedAt();
  if (expiresIn) jwt.setExpirationTime(expiresIn);
  return jwt.sign(key);
}

const good = { iss: ISSUER, aud: API_AUDIENCE, sub: 'sub-1' };

async function reason(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvalidAccessTokenError);
  return (error as Error).message;
}

describe('bearerToken', () => {
  it.each([
    ['Bearer abc', 'abc'],
    ['bearer abc', 'abc'],
    ['Bearer   abc  ', 'abc'],
  ])('reads %p as %p', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Basic abc', 'Bearer a b', 'xBearer abc'])('finds no token in %p', (header) => {
    expect(bearerToken(header)).toBeUndefined();
  });
});

describe('createAccessTokenVerifier (the embedded provider)', () => {
  const verifier = () => createAccessTokenVerifier(ISSUER, publicJwk);

  it('accepts a token signed by the provider for the API, and returns its claims', async () => {
    await expect(verifier()(await sign(good))).resolves.toMatchObject({ sub: 'sub-1', iss: ISSUER });
  });

  it('calls an expired token expired', async () => {
    expect(await reason(verifier()(await sign(good, { expiresIn: '-1m' })))).toBe('token expired');
  });

  it.each([
    ['another issuer', { ...good, iss: 'http://evil/realms/portal' }],
    ['another audience', { ...good, aud: 'account' }],
    ['no subject', { iss: ISSUER, aud: API_AUDIENCE }],
  ])('refuses a token with %s as invalid', async (_case, claims) => {
    expect(await reason(verifier()(await sign(claims)))).toMatch(/^(invalid token|token has no subject)$/);
  });

  it('refuses a token without a subject with its own reason', async () => {
    expect(await reason(verifier()(await sign({ iss: ISSUER, aud: API_AUDIENCE })))).toBe('token has no subject');
  });

  it('refuses a token signed by another key, and garbage', async () => {
    expect(await reason(verifier()(await sign(good, { key: otherKey })))).toBe('invalid token');
    expect(await reason(verifier()('not.a.jwt'))).toBe('invalid token');
  });
});

describe('createExternalTokenVerifier (a real Keycloak)', () => {
  const account = { sub: 'sandbox-sub-7', user: { username: 'supplier' } };
  const users = { byUsername: (name: string) => (name === 'supplier' ? account : undefined) } as unknown as UserStore;
  const verifier = () => createExternalTokenVerifier({ issuer: ISSUER, jwksUrl: 'http://unused/certs' }, users, createLocalJWKSet({ keys: [publicJwk] }));
  const access = { ...good, sub: 'kc-sub', typ: 'Bearer', azp: CLIENT_ID, preferred_username: 'supplier' };

  it("accepts the portal client's access token and maps it to the demo user's subject", async () => {
    const verified = await verifier()(await sign(access));
    expect(verified.sub).toBe('sandbox-sub-7');
    expect(verified.preferred_username).toBe('supplier');
  });

  it.each([
    ['an ID token', { ...access, typ: 'ID' }, 'not an access token'],
    ['a token of another client', { ...access, azp: 'admin-cli' }, 'issued to another client'],
    ['an unknown user', { ...access, preferred_username: 'mallory' }, 'unknown user'],
    ['no user name', { ...access, preferred_username: undefined }, 'unknown user'],
    ['another audience', { ...access, aud: 'account' }, 'invalid token'],
    ['another issuer', { ...access, iss: 'http://evil' }, 'invalid token'],
  ])('refuses %s', async (_case, claims, expected) => {
    expect(await reason(verifier()(await sign(claims)))).toBe(expected);
  });

  it('refuses a token without an expiry, and calls an expired one expired', async () => {
    expect(await reason(verifier()(await sign(access, { expiresIn: null })))).toBe('invalid token');
    expect(await reason(verifier()(await sign(access, { expiresIn: '-1m' })))).toBe('token expired');
  });

  it('refuses a token signed by another key', async () => {
    expect(await reason(verifier()(await sign(access, { key: otherKey })))).toBe('invalid token');
  });
});
