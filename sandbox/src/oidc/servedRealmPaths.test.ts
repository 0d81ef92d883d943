/** @jest-environment node */
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { OidcTestClient } from '../testing/oidcClient';
import { isServedRealmPath } from './servedRealmPaths';

jest.setTimeout(60_000);

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

const NOT_USED = [
  'clients-registrations/openid-connect',
  'clients-registrations/default',
  'broker/github/endpoint',
  'account',
  'request',
  'protocol/openid-connect/revoke',
  'protocol/openid-connect/token/introspect',
  'protocol/openid-connect/auth/device',
  'protocol/openid-connect/ext/ciba/auth',
  'protocol/openid-connect/registrations',
  'protocol/saml',
  '',
];

describe('the identity provider under /keycloak/realms/portal/', () => {
  it.each(NOT_USED)('answers 404 to GET and POST of what the portal does not use: %p', async (pathInRealm) => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${sandbox.urls.issuer}/${pathInRealm}`, { method, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: method === 'POST' ? 'client_id=portal-web' : undefined });
      expect([method, response.status]).toEqual([method, 404]);
    }
  });

  it('names no unserved endpoint in its discovery document', async () => {
    const discovery = (await (await fetch(`${sandbox.urls.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    const endpoints = Object.entries(discovery).filter(([name, value]) => (name.endsWith('_endpoint') || name === 'jwks_uri') && typeof value === 'string');
    expect(endpoints.map(([name]) => name).sort()).toEqual(['authorization_endpoint', 'end_session_endpoint', 'jwks_uri', 'token_endpoint', 'userinfo_endpoint']);
    for (const [, value] of endpoints) expect(isServedRealmPath(new URL(value as string).pathname.slice(new URL(sandbox.urls.issuer).pathname.length))).toBe(true);
  });

  it('still signs in, refreshes and serves the silent-check pages', async () => {
    const browser = new OidcTestClient(sandbox.urls.main, sandbox.urls.issuer);
    const tokens = await browser.signIn('supplier');
    expect((await browser.refresh(tokens.refresh_token)).status).toBe(200);
    for (const page of ['protocol/openid-connect/3p-cookies/step2.html', 'protocol/openid-connect/login-status-iframe.html', 'protocol/openid-connect/certs']) {
      expect((await fetch(`${sandbox.urls.issuer}/${page}`)).status).toBe(200);
    }
  });
});
