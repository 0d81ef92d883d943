import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildKeycloakRealm, DEFAULT_PORTAL_ORIGINS } from './keycloakRealm';

/**
 * `pnpm --filter @portal/sandbox run realm <outfile> [origin ...]`: writes the Keycloak realm export.
 * Origins default to the local ones; production passes its public origin(s).
 */
function main(): void {
  const [outfile, ...origins] = process.argv.slice(2);
  if (!outfile) {
    console.error('usage: writeRealm.ts <outfile> [origin ...]');
    process.exit(2);
  }
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), outfile);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(buildKeycloakRealm(origins.length ? origins : DEFAULT_PORTAL_ORIGINS), null, 2)}\n`);
  console.log(`Keycloak realm written to ${target}`);
}

main();
