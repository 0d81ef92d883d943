/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/sandboxOptions';
import { buildKeycloakRealm } from './keycloakRealm';

interface RealmClient {
  clientId: string;
  publicClient: boolean;
  redirectUris: string[];
  attributes: Record<string, string>;
  protocolMappers: Array<{ config: Record<string, string> }>;
}

describe('Keycloak realm export', () => {
  const realm = buildKeycloakRealm(['https://portal.example.ru']) as { realm: string; clients: RealmClient[]; users: Array<Record<string, unknown>> };

  it('has the public portal-web client with PKCE S256 and the given origins', () => {
    expect(realm.realm).toBe('portal');
    const [client] = realm.clients;
    expect(client).toMatchObject({ clientId: 'portal-web', publicClient: true, redirectUris: ['https://portal.example.ru/*'] });
    expect(client?.attributes['pkce.code.challenge.method']).toBe('S256');
    expect(client?.attributes['post.logout.redirect.uris']).toBe('https://portal.example.ru/*');
    const claims = client?.protocolMappers.map((mapper) => mapper.config['claim.name']);
    expect(claims).toEqual(expect.arrayContaining(['preferred_username', 'realm_access.roles', 'resource_access.${client_id}.roles']));
  });

  it('carries the demo users with their passwords and cabinet roles', () => {
    expect(realm.users.map((user) => user.username)).toEqual(['supplier', 'debtor', 'agent', 'principal', 'multi', 'newcomer']);
    expect(realm.users[4]).toMatchObject({
      credentials: [{ type: 'password', value: 'demo', temporary: false }],
      clientRoles: { 'portal-web': ['cabinet-lkk', 'cabinet-lkd', 'cabinet-lka', 'cabinet-lkp'] },
    });
  });

  it('matches the committed deploy/keycloak/portal-realm.json (regenerate with `pnpm --filter @portal/sandbox run realm`)', () => {
    const committed = JSON.parse(readFileSync(path.join(REPO_ROOT, 'deploy', 'keycloak', 'portal-realm.json'), 'utf8'));
    expect(committed).toEqual(buildKeycloakRealm());
  });
});
