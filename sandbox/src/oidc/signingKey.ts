import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface SigningKey {
  /** Private JWK for the provider's key store. */
  privateJwk: JWK;
  /** Public JWK: what /certs publishes and what the API verifies with. */
  publicJwk: JWK;
}

/** A fresh RS256 key for this run: tokens of a previous run stop verifying after a restart, as with a new realm key. */
export async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const common = { kid, alg: 'RS256', use: 'sig' };
  return {
    privateJwk: { ...(await exportJWK(privateKey)), ...common },
    publicJwk: { ...(await exportJWK(publicKey)), ...common },
  };
}
