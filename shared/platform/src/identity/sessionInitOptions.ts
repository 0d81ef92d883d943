import type { IdentityInitOptions } from './identityClient';

/**
 * keycloak-js init options of spec §4 (silent sign-on check, login frame check off, PKCE S256, fragment
 * mode, standard flow). Kept free of imports: the host's start-up code uses it before the platform loads.
 */
export function sessionInitOptions(origin: string): IdentityInitOptions {
  return {
    onLoad: 'check-sso',
    silentCheckSsoRedirectUri: `${origin}/silent-check-sso.html`,
    checkLoginIframe: false,
    pkceMethod: 'S256',
    responseMode: 'fragment',
    flow: 'standard',
  };
}
