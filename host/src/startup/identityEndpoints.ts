import type { KeycloakConfig } from 'keycloak-js';
import type { IdentityConfig } from '@portal/api';

/**
 * keycloak-js configured with the realm's endpoints instead of its server URL and realm (decision 0048). Given a
 * server URL, keycloak-js loads the provider's third-party-cookie check (two pages, one after the other) before the
 * silent sign-on check; given the endpoints, it skips that check. The check can only change how a provider on
 * another site is asked when the browser blocks its cookies, and the login redirect that follows a failed silent
 * check reaches the same session anyway; here it cost two round trips on every visit. The endpoints are Keycloak's
 * fixed paths under the realm, the same ones keycloak-js builds itself.
 */
export function keycloakConfigOf(config: IdentityConfig): KeycloakConfig {
  const realmUrl = `${config.url.replace(/\/+$/, '')}/realms/${encodeURIComponent(config.realm)}`;
  const endpoint = (name: string) => `${realmUrl}/protocol/openid-connect/${name}`;
  return {
    clientId: config.clientId,
    oidcProvider: {
      authorization_endpoint: endpoint('auth'),
      token_endpoint: endpoint('token'),
      end_session_endpoint: endpoint('logout'),
      userinfo_endpoint: endpoint('userinfo'),
      check_session_iframe: endpoint('login-status-iframe.html'),
    },
  };
}
