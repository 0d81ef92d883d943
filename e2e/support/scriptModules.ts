import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_PORT, E2E_REMOTE_PORTS, REPO_ROOT } from './ports';

const DIST_OF_PORT: Record<string, string> = {
  [String(E2E_PORT)]: path.join(REPO_ROOT, 'host', 'dist'),
  ...Object.fromEntries(Object.entries(E2E_REMOTE_PORTS).map(([scope, port]) => [String(port), path.join(REPO_ROOT, `remote-${scope.toLowerCase()}`, 'dist')])),
};

/**
 * The npm modules (package/file) whose code a built script of the host or a remote holds, read from its hidden
 * source map in dist: what a page really downloaded, whatever the chunk is called.
 */
export function modulesOf(scriptUrl: string): Set<string> {
  const url = new URL(scriptUrl);
  const dist = DIST_OF_PORT[url.port];
  const modules = new Set<string>();
  if (!dist) return modules;
  const mapFile = path.join(dist, `${path.basename(url.pathname)}.map`);
  if (!existsSync(mapFile)) return modules;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  for (const source of map.sources) {
    // The last node_modules/<package>/<file> of the path: the same file bundled by two containers matches.
    const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+\/.+)$/.exec(source);
    if (match?.[1]) modules.add(match[1]);
  }
  return modules;
}

export function packageOf(module: string): string {
  const parts = module.split('/');
  return module.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? module);
}

/** Packages of which some module file is bundled into more than one of the page's scripts. */
export function librariesLoadedTwice(scriptUrls: string[]): Record<string, string[]> {
  const holders = new Map<string, string[]>();
  for (const scriptUrl of new Set(scriptUrls)) {
    for (const module of modulesOf(scriptUrl)) holders.set(module, [...(holders.get(module) ?? []), path.basename(new URL(scriptUrl).pathname)]);
  }
  const twice: Record<string, string[]> = {};
  for (const [module, scripts] of holders) {
    if (scripts.length > 1) twice[packageOf(module)] = [...new Set([...(twice[packageOf(module)] ?? []), ...scripts])];
  }
  return twice;
}

/** The npm packages a script holds code of. */
export function packagesOf(scriptUrl: string): Set<string> {
  return new Set([...modulesOf(scriptUrl)].map(packageOf));
}
