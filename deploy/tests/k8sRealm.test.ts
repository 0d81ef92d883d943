/**
 * @jest-environment node
 *
 * The Keycloak realm the cluster imports is the committed one (deploy/keycloak), as docker-compose imports it:
 * the overlays' KeycloakRealmImport files are generated from it and must not drift.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { named, render } from './k8sRender';

const DEPLOY = path.resolve(__dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(DEPLOY, file), 'utf8'));
const generated = (overlay: string) => execFileSync(process.execPath, [path.join(DEPLOY, 'k8s/tools/realmImports.mjs'), '--print', overlay], { encoding: 'utf8' });

/** A realm without the portal client's redirect and logout URIs, which name the stand's own origin. */
function withoutSiteUris(realm: { clients?: Array<{ clientId: string; redirectUris?: string[]; attributes?: Record<string, string> }> }) {
  return {
    ...realm,
    clients: (realm.clients ?? []).map(({ redirectUris: _uris, attributes = {}, ...client }) => {
      const { 'post.logout.redirect.uris': _logout, ...rest } = attributes;
      return { ...client, attributes: rest };
    }),
  };
}

describe.each(['production', 'demo'])('the %s realm import', (overlay) => {
  it('is what deploy/k8s/tools/realmImports.mjs makes from deploy/keycloak (run it after changing a realm file)', () => {
    expect(readFileSync(path.join(DEPLOY, 'k8s/overlays', overlay, 'realm-import.yaml'), 'utf8')).toBe(generated(overlay));
  });

  it("sends users back only to the stand's own origin", () => {
    const objects = render(`overlays/${overlay}`);
    const origin = `https://${named(objects, 'Ingress', 'portal')?.spec.rules[0].host}`;
    const client = named(objects, 'KeycloakRealmImport', 'portal-realm')?.spec.realm.clients.find((candidate: { clientId: string }) => candidate.clientId === 'portal-web');
    expect(client.redirectUris).toEqual([origin, `${origin}/`, `${origin}/silent-check-sso.html`]);
    expect(client.attributes['post.logout.redirect.uris']).toBe(`${origin}/`);
  });
});

describe('as rendered', () => {
  it('production imports the production realm, its password policy and no users', () => {
    const realm = named(render('overlays/production'), 'KeycloakRealmImport', 'portal-realm')?.spec.realm;
    expect(withoutSiteUris(realm)).toEqual(withoutSiteUris(readJson('keycloak/portal-realm.json')));
    expect(realm.users).toBeUndefined();
  });

  it("demo imports the demonstration realm with the sandbox's demo users", () => {
    const realm = named(render('overlays/demo'), 'KeycloakRealmImport', 'portal-realm')?.spec.realm;
    const { users, ...rest } = realm;
    expect(withoutSiteUris(rest)).toEqual(withoutSiteUris(readJson('keycloak/demo/portal-realm.json')));
    // The same users, with the password left to the operator: a placeholder filled from a Secret.
    const demoUsers = readJson('keycloak/demo/portal-users-0.json').users as Array<{ credentials?: Array<{ type: string }> }>;
    expect(users).toEqual(demoUsers.map((user) => ({ ...user, credentials: user.credentials?.map((credential) => (credential.type === 'password' ? { ...credential, value: '${DEMO_USER_PASSWORD}' } : credential)) })));
    expect(users.length).toBeGreaterThan(0);
  });

  it('keeps no password in a manifest: the demo users take theirs from the Secret portal-demo-users, which the overlay does not hold', () => {
    const objects = render('overlays/demo');
    const realmImport = named(objects, 'KeycloakRealmImport', 'portal-realm')?.spec;
    const passwords = (realmImport.realm.users as Array<{ credentials?: Array<{ type: string; value: string }> }>).flatMap((user) => user.credentials ?? []).filter((credential) => credential.type === 'password');
    expect(passwords.length).toBeGreaterThan(0);
    expect(new Set(passwords.map((credential) => credential.value))).toEqual(new Set(['${DEMO_USER_PASSWORD}']));
    expect(realmImport.placeholders).toEqual({ DEMO_USER_PASSWORD: { secret: { name: 'portal-demo-users', key: 'password' } } });
    expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
    // Nowhere in the rendered stand is the sandbox's demo password written.
    expect(JSON.stringify(objects)).not.toMatch(/"value":"demo"/);
  });
});
