import type { DemoAccount } from '../users/demoUsers';
import { CLIENT_ID } from './realmPaths';

/** Profile claims as Keycloak puts them into ID tokens, access tokens and userinfo. */
export function profileClaims(account: DemoAccount): Record<string, unknown> {
  return {
    preferred_username: account.user.username,
    name: `${account.givenName} ${account.familyName}`,
    given_name: account.givenName,
    family_name: account.familyName,
    email: account.user.email,
    email_verified: true,
  };
}

/** Role claims of a Keycloak access token. */
export function roleClaims(account: DemoAccount): Record<string, unknown> {
  return {
    realm_access: { roles: [...account.realmRoles] },
    resource_access: { [CLIENT_ID]: { roles: [...account.clientRoles] } },
  };
}
