import Keycloak, { type KeycloakConfig } from 'keycloak-js';
import type { IdentityClient, IdentityInitOptions } from '@portal/platform';

/**
 * keycloak-js whose init runs once: the start-up code initialises it before the app is downloaded, and the
 * platform's startSession, calling init again, receives that same outcome instead of keycloak-js's
 * "can only be initialized once". keycloak-js defines `init` as an instance field, so it is wrapped here
 * rather than overridden on the prototype.
 */
export class SettledKeycloak extends Keycloak {
  constructor(config: KeycloakConfig) {
    super(config);
    const initOnce = this.init;
    let initialised: Promise<boolean> | null = null;
    this.init = (options?: IdentityInitOptions) => {
      initialised ??= initOnce(options);
      return initialised;
    };
  }
}

export function asIdentityClient(keycloak: SettledKeycloak): IdentityClient {
  return keycloak as unknown as IdentityClient;
}
