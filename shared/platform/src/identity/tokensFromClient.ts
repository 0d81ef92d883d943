import type { SessionTokens, TokenClaims } from '../session/sessionState';
import type { IdentityClient } from './identityClient';

function stringClaim(claims: TokenClaims, name: string): string {
  const value = claims[name];
  return typeof value === 'string' ? value : '';
}

/** Copies what spec §3 names from the identity client; null when it holds no token. */
export function tokensFromClient(client: IdentityClient): SessionTokens | null {
  if (!client.token) return null;
  const claims = client.tokenParsed ?? {};
  const resourceRoles: Record<string, string[]> = {};
  for (const [resource, access] of Object.entries(client.resourceAccess ?? {})) resourceRoles[resource] = [...access.roles];
  return {
    userName: stringClaim(claims, 'preferred_username'),
    fullName: stringClaim(claims, 'name'),
    token: client.token,
    tokenParsed: claims,
    subject: client.subject ?? stringClaim(claims, 'sub'),
    idToken: client.idToken ?? '',
    refreshToken: client.refreshToken ?? '',
    realmRoles: [...(client.realmAccess?.roles ?? [])],
    resourceRoles,
    timeSkew: client.timeSkew,
  };
}
