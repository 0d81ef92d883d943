/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/sandboxOptions';
import { buildDemoUsersImport, buildKeycloakRealm, PRODUCTION_PASSWORD_POLICY } from './keycloakRealm';

interface RealmClient {
  clientId: string;
  publicClient: boolean;
  redirectUris: string[];
  attributes: Record<string, string>;
  protocolMappers: Array<{ config: Record<string, string> }>;
}

describe('Keycloak realm export', () => {
  const realm = buildKeycloakRealm(['https://portal.example.ru']) as { realm: string; clients: RealmClient[]; users?: unknown } & Record<string, unknown>;
  const demo = buildDemoUsersImport() as { realm: string; users: Array<Record<string, unknown>> };

  it('has the public portal-web client with PKCE S256 and the given origins', () => {
    expect(realm.realm).toBe('portal');
    const [client] = realm.clients;
    expect(client).toMatchObject({
      clientId: 'portal-web',
      publicClient: true,
      // exactly the callback pages, no wildcard: no other page of the origin may receive a code
      redirectUris: ['https://portal.example.ru', 'https://portal.example.ru/', 'https://portal.example.ru/silent-check-sso.html'],
    });
    expect(client?.attributes['pkce.code.challenge.method']).toBe('S256');
    expect(client?.attributes['post.logout.redirect.uris']).toBe('https://portal.example.ru/');
    const claims = client?.protocolMappers.map((mapper) => mapper.config['claim.name']);
    expect(claims).toEqual(expect.arrayContaining(['preferred_username', 'realm_access.roles', 'resource_access.${client_id}.roles']));
  });

  it('has a password policy in production, none on a demonstration stand (Keycloak refuses users breaking it)', () => {
    expect(realm.passwordPolicy).toBe(PRODUCTION_PASSWORD_POLICY);
    expect(PRODUCTION_PASSWORD_POLICY).toMatch(/length\(8\).*maxLength\(40\)/);
    // Each rule is bare or takes a number: nothing like «notUsername(undefined)» (a console's unset argument).
    for (const rule of PRODUCTION_PASSWORD_POLICY.split(' and ')) expect(rule).toMatch(/^[A-Za-z]+(\(\d+\))?$/);
    const demoRealm = buildKeycloakRealm(['https://portal.example.ru'], { demo: true });
    expect(demoRealm.passwordPolicy).toBeUndefined();
    const { passwordPolicy: _policy, ...rest } = realm;
    expect(demoRealm).toEqual(rest);
  });

  it('turns brute-force protection on', () => {
    expect(realm).toMatchObject({ bruteForceProtected: true, permanentLockout: false, failureFactor: 10 });
  });

  it('carries no users: the demo users (password demo) are a separate import', () => {
    expect(realm.users).toBeUndefined();
    expect(demo.realm).toBe('portal');
    expect(demo.users.map((user) => user.username)).toEqual(['supplier', 'debtor', 'agent', 'principal', 'multi', 'newcomer']);
    expect(demo.users[4]).toMatchObject({
      credentials: [{ type: 'password', value: 'demo', temporary: false }],
      clientRoles: { 'portal-web': ['cabinet-lkk', 'cabinet-lkd', 'cabinet-lka', 'cabinet-lkp'] },
    });
  });

  it('matches the committed files (regenerate with `pnpm --filter @portal/sandbox run realm deploy/keycloak/portal-realm.json deploy/keycloak/demo/portal-users-0.json`)', () => {
    const read = (file: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, 'deploy', 'keycloak', file), 'utf8'));
    const committed = read('portal-realm.json');
    expect(committed).toEqual(buildKeycloakRealm());
    expect(read('demo/portal-users-0.json')).toEqual(buildDemoUsersImport());
    expect(read('demo/portal-realm.json')).toEqual(buildKeycloakRealm(undefined, { demo: true }));
    // A deployed realm allows no development or test ports.
    const [client] = committed.clients as RealmClient[];
    expect(client?.redirectUris).toEqual(['http://localhost:3000', 'http://localhost:3000/', 'http://localhost:3000/silent-check-sso.html']);
    expect(JSON.stringify(committed)).not.toContain('/*');
  });
});
