import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Scope } from '@portal/api';
import { checkCabinetFacts, type CabinetFacts } from '@portal/api/remotes';

/**
 * The facts each remote declares in its package.json (`portal.cabinet`), as its build writes them into its manifest
 * (decision 0054): what the host reads at run time, for tests that stand in for a cabinet's manifest.
 */
export function declaredCabinetFacts(scope: Scope): CabinetFacts {
  const file = path.resolve(__dirname, '..', '..', '..', `remote-${scope.toLowerCase()}`, 'package.json');
  const cabinet = (JSON.parse(readFileSync(file, 'utf8')) as { portal?: { cabinet?: { name?: unknown; home?: unknown; landing?: { path?: unknown } } } }).portal?.cabinet;
  const facts = checkCabinetFacts(scope, { name: cabinet?.name, home: cabinet?.home, landing: cabinet?.landing?.path });
  if (!facts) throw new Error(`${file} declares no valid portal.cabinet`);
  return facts;
}

/** Where the test /remotes.json puts each cabinet's manifest. */
export const testManifestUrl = (scope: Scope) => `http://localhost/remotes/${scope.toLowerCase()}/mf-manifest.json`;

/** A remote's mf-manifest.json as its build writes it (the fields the host reads), with its declared facts. */
export function testCabinetManifest(scope: Scope, facts: CabinetFacts = declaredCabinetFacts(scope)) {
  const name = scope.toLowerCase();
  return {
    name,
    metaData: {
      globalName: name,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
      buildInfo: { buildVersion: '1.0.0', buildName: `remote-${name}` },
      cabinet: facts,
    },
    exposes: [{ path: './Cabinet', assets: { js: { sync: [] } } }],
  };
}
