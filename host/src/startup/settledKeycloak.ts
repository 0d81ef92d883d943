import Keycloak from 'keycloak-js';
import type { IdentityClient, IdentityInitOptions } from '@portal/platform';

/**
 * keycloak-js whose init runs once: the start-up code initialises it before the app is downloaded, and the
 * platform's startSession, calling init again, receives that same outcome instead of a second check.
 */
export class SettledKeycloak extends Keycloak {
  #initialised: Promise<boolean> | null = null;

  override init(options: IdentityInitOptions): Promise<boolean> {
    this.#initialised ??= super.init(options);
    return this.#initialised;
  }
}

export function asIdentityClient(keycloak: SettledKeycloak): IdentityClient {
  return keycloak as unknown as IdentityClient;
}
