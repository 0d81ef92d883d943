import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_PORT, E2E_REMOTE_PORTS, REPO_ROOT } from './ports';

const DIST_OF_PORT: Record<string, string> = {
  [String(E2E_PORT)]: path.join(REPO_ROOT, 'host', 'dist'),
  ...Object.fromEntries(Object.entries(E2E_REMOTE_PORTS).map(([scope, port]) => [String(port), path.join(REPO_ROOT, `remote-${scope.toLowerCase()}`, 'dist')])),
};

interface SourceMap {
  sources: string[];
  sourcesContent?: (string | null)[];
}

/** The hidden source map of a built script, from the dist folder its port serves (or the one given). */
function sourceMapOf(scriptUrl: string, dist?: string): SourceMap | null {
  const url = new URL(scriptUrl);
  const folder = dist ?? DIST_OF_PORT[url.port];
  if (!folder) return null;
  const mapFile = path.join(folder, `${path.basename(url.pathname)}.map`);
  return existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap) : null;
}

/**
 * The npm modules (package/file) whose code a built script of the host or a remote holds, read from its hidden
 * source map in dist: what a page really downloaded, whatever the chunk is called.
 */
export function modulesOf(scriptUrl: string): Set<string> {
  const modules = new Set<string>();
  const map = sourceMapOf(scriptUrl);
  if (!map) return modules;
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

/**
 * What a script mostly holds, for people reading the bench (chunk files are numbered): its largest sources, an npm
 * package or a folder of ours, by source size.
 */
export function mainSourcesOf(scriptUrl: string, dist?: string, count = 3): string[] {
  const map = sourceMapOf(scriptUrl, dist);
  if (!map) return [];
  const sizes = new Map<string, number>();
  map.sources.forEach((source, index) => {
    const npm = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
    // webpack://host/../shared/platform/src/x.ts → shared/platform; webpack://host/./src/shell/x.tsx → src/shell
    const name = npm?.[1] ?? source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '').split('/').slice(0, 2).join('/');
    sizes.set(name, (sizes.get(name) ?? 0) + (map.sourcesContent?.[index]?.length ?? 0));
  });
  return [...sizes.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name]) => name);
}
