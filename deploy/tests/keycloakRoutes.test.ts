/**
 * @jest-environment node
 *
 * Which paths of the portal realm the host nginx passes to Keycloak (deploy/host/default.conf.template): only what
 * the portal and keycloak-js use. The location is picked as nginx picks it for these paths: an exact (`=`) match
 * first, else the longest prefix (every /keycloak/ location is `^~` or `=`, so no regex location is consulted).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const template = readFileSync(path.resolve(__dirname, '..', 'host', 'default.conf.template'), 'utf8');

interface Location {
  modifier: string;
  path: string;
  body: string;
}

const LOCATIONS: Location[] = [...template.matchAll(/location\s+([=~^*]+\s+)?("?)([^\s{"]+)\2\s*\{([\s\S]*?)\n\s*\}/g)].map((match) => ({
  modifier: (match[1] ?? '').trim(),
  path: match[3] ?? '',
  body: match[4] ?? '',
}));

function locationOf(requestPath: string): Location | undefined {
  const exact = LOCATIONS.find((location) => location.modifier === '=' && location.path === requestPath);
  if (exact) return exact;
  const prefixes = LOCATIONS.filter((location) => (location.modifier === '^~' || location.modifier === '') && requestPath.startsWith(location.path));
  return prefixes.sort((a, b) => b.path.length - a.path.length)[0];
}

const REALM = '/keycloak/realms/portal';

describe('the host nginx and the portal realm', () => {
  it.each([
    '/.well-known/openid-configuration',
    '/protocol/openid-connect/auth',
    '/protocol/openid-connect/token',
    '/protocol/openid-connect/logout',
    '/protocol/openid-connect/logout/logout-confirm',
    '/protocol/openid-connect/certs',
    '/protocol/openid-connect/userinfo',
    '/protocol/openid-connect/3p-cookies/step1.html',
    '/protocol/openid-connect/login-status-iframe.html',
    '/protocol/openid-connect/login-status-iframe.html/init',
    '/login-actions/authenticate',
    '/login-actions/action-token',
  ])('passes %s to Keycloak', (pathInRealm) => {
    expect(locationOf(`${REALM}${pathInRealm}`)?.body).toContain('proxy_pass $keycloak_upstream;');
  });

  it.each([
    '/clients-registrations/openid-connect',
    '/clients-registrations/default',
    '/broker/github/endpoint',
    '/broker/github/login',
    '/account',
    '/account/#/personal-info',
    '/protocol/saml',
    '/protocol/openid-connect/token/introspect',
    '/protocol/openid-connect/revoke',
    '/protocol/openid-connect/registrations',
    '/protocol/openid-connect/ext/ciba/auth',
    '/protocol/openid-connect/certs/extra',
    '/',
  ])('answers 404 to %s', (pathInRealm) => {
    const location = locationOf(`${REALM}${pathInRealm}`);
    expect(location?.body).not.toContain('proxy_pass');
    expect(location?.body).toMatch(/return\s+404/);
  });
});
