import { createHash, randomBytes } from 'node:crypto';

export interface Pkce {
  verifier: string;
  challenge: string;
}

/** A 96-character code verifier and its S256 challenge (spec §9). */
export function createPkce(): Pkce {
  const verifier = randomBytes(72).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
