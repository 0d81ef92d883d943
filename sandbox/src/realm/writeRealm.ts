import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildDemoUsersImport, buildKeycloakRealm, DEFAULT_PORTAL_ORIGINS } from './keycloakRealm';

function writeJson(target: string, value: unknown): void {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(value, null, 2)}\n`);
  console.log(`written: ${target}`);
}

/**
 * `pnpm --filter @portal/sandbox run realm <realm file> <demo users file> [origin ...]`: writes the Keycloak realm
 * export (no users) and, separately, the demo users with the demonstration realm beside them. Origins default to docker-compose's; production passes its
 * public origin(s).
 */
function main(): void {
  const [realmFile, usersFile, ...origins] = process.argv.slice(2);
  if (!realmFile || !usersFile) {
    console.error('usage: writeRealm.ts <realm file> <demo users file> [origin ...]');
    process.exit(2);
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  writeJson(path.resolve(base, realmFile), buildKeycloakRealm(origins.length ? origins : DEFAULT_PORTAL_ORIGINS));
  writeJson(path.resolve(base, usersFile), buildDemoUsersImport());
  // The demonstration stand's realm (no password policy, see buildKeycloakRealm) sits beside its users.
  writeJson(path.join(path.dirname(path.resolve(base, usersFile)), path.basename(realmFile)), buildKeycloakRealm(origins.length ? origins : DEFAULT_PORTAL_ORIGINS, { demo: true }));
}

main();
