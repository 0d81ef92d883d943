import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { waitFor } from '@testing-library/react';
import Keycloak from 'keycloak-js';
import { keycloakConfigOf } from './identityEndpoints';

const CONFIG = { url: 'http://localhost/keycloak/', realm: 'portal', clientId: 'portal-web' };

/** The frames keycloak-js has put into the page so far: what the browser would load, in order. */
function framesLoaded(): string[] {
  return [...document.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src') ?? '');
}

describe('keycloak-js configured with the realm endpoints', () => {
  beforeAll(() => {
    // What a browser page has and jsdom lacks: keycloak-js makes its PKCE challenge with Web Crypto.
    Object.defineProperty(globalThis, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true });
  });
  afterEach(() => document.body.replaceChildren());

  it('names Keycloak’s endpoints of the realm, without a double slash', () => {
    expect(keycloakConfigOf(CONFIG)).toEqual({
      clientId: 'portal-web',
      oidcProvider: {
        authorization_endpoint: 'http://localhost/keycloak/realms/portal/protocol/openid-connect/auth',
        token_endpoint: 'http://localhost/keycloak/realms/portal/protocol/openid-connect/token',
        end_session_endpoint: 'http://localhost/keycloak/realms/portal/protocol/openid-connect/logout',
        userinfo_endpoint: 'http://localhost/keycloak/realms/portal/protocol/openid-connect/userinfo',
        check_session_iframe: 'http://localhost/keycloak/realms/portal/protocol/openid-connect/login-status-iframe.html',
      },
    });
  });

  it('starts the silent sign-on check at once: no third-party-cookie check page first', async () => {
    const keycloak = new Keycloak(keycloakConfigOf(CONFIG));
    void keycloak
      .init({ onLoad: 'check-sso', silentCheckSsoRedirectUri: 'http://localhost/silent-check-sso.html', checkLoginIframe: false, pkceMethod: 'S256', messageReceiveTimeout: 50 })
      .catch(() => undefined);
    await firstFrameLoaded();
    const [first] = framesLoaded();
    expect(first).toMatch(/^http:\/\/localhost\/keycloak\/realms\/portal\/protocol\/openid-connect\/auth\?/);
    expect(new URL(first!).searchParams.get('prompt')).toBe('none');
    expect(new URL(first!).searchParams.get('redirect_uri')).toBe('http://localhost/silent-check-sso.html');
  });

  it('would load the check page first when given the server URL and realm (what the endpoints avoid)', async () => {
    const keycloak = new Keycloak({ url: CONFIG.url, realm: CONFIG.realm, clientId: CONFIG.clientId });
    void keycloak
      .init({ onLoad: 'check-sso', silentCheckSsoRedirectUri: 'http://localhost/silent-check-sso.html', checkLoginIframe: false, pkceMethod: 'S256', messageReceiveTimeout: 50 })
      .catch(() => undefined);
    await firstFrameLoaded();
    expect(framesLoaded()[0]).toMatch(/3p-cookies\/step1\.html$/);
  });
});

/** Waits for keycloak-js to put its first frame in, for as long as the test may run (its crypto is slow on a busy machine). */
function firstFrameLoaded(): Promise<void> {
  return waitFor(() => expect(framesLoaded().length).toBeGreaterThan(0));
}
