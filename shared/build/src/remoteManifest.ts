import path from 'node:path';
import webpack from 'webpack';
import type { SharedConfig } from './sharedSingletons';

/** The chunk the `./Cabinet` expose is built into (named, so the manifest and the bench find it). */
export const EXPOSE_CHUNK = '__federation_expose_Cabinet';

/**
 * What the host reads of a remote (the file remotes.json points to): the container script and its global, the
 * files of each exposed module, and the files of the cabinet's landing page, so the host can ask for all of them
 * at once instead of one after another. The shape follows @module-federation's mf-manifest.json for the fields
 * it shares with it.
 */
export interface RemoteManifest {
  id: string;
  name: string;
  metaData: {
    name: string;
    globalName: string;
    buildInfo: { buildVersion: string; buildName: string };
    remoteEntry: { name: string; path: string; type: 'var' };
    publicPath: 'auto';
  };
  shared: Array<{ name: string; version: string; requiredVersion: string; singleton: boolean; strictVersion: boolean }>;
  exposes: Array<{ id: string; name: string; path: string; assets: { js: { sync: string[]; async: string[] }; css: { sync: []; async: [] } } }>;
  /** Scripts of the landing page (besides the expose's): fetched with the cabinet on a cold visit to it. */
  landing: { module: string; js: string[] };
}

/** The part of webpack's ChunkGroup the manifest reads (a fake in tests). */
export interface ChunkGroupLike {
  chunks: Array<{ files: Iterable<string> }>;
  getChildren(): ChunkGroupLike[];
}

function scriptsOf(group: ChunkGroupLike): string[] {
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

/** The scripts a chunk group loads at once (sync) and those its lazy imports may load later (async), each once. */
export function assetsOfGroup(group: ChunkGroupLike): { sync: string[]; async: string[] } {
  const sync = [...new Set(scriptsOf(group))];
  const async = new Set<string>();
  const seen = new Set<ChunkGroupLike>([group]);
  const queue = [...group.getChildren()];
  while (queue.length) {
    const child = queue.shift()!;
    if (seen.has(child)) continue;
    seen.add(child);
    for (const file of scriptsOf(child)) if (!sync.includes(file)) async.add(file);
    queue.push(...child.getChildren());
  }
  return { sync, async: [...async] };
}

/** The scripts of the landing page's chunk group that the expose does not already load. */
export function landingScripts(group: ChunkGroupLike, exposeSync: readonly string[]): string[] {
  return [...new Set(scriptsOf(group))].filter((file) => !exposeSync.includes(file));
}

export interface RemoteManifestOptions {
  name: string;
  version: string;
  buildName: string;
  shared: SharedConfig;
  /** Absolute path of the module the cabinet's landing page is (lazily) imported from. */
  landingModule: string;
  /** Repository root, to name the landing module relatively in the manifest. */
  root: string;
}

interface ModuleWithResource {
  resource?: string;
  rootModule?: { resource?: string };
}

function resourceOf(module: webpack.Module | null): string | undefined {
  const candidate = module as unknown as ModuleWithResource | null;
  return candidate?.resource ?? candidate?.rootModule?.resource;
}

/** The chunk group created by a lazy `import()` of `resource`, if any. */
function groupImporting(compilation: webpack.Compilation, resource: string): webpack.ChunkGroup | undefined {
  return compilation.chunkGroups.find((group) =>
    group.getBlocks().some((block) => (block as webpack.AsyncDependenciesBlock).dependencies.some((dep) => resourceOf(compilation.moduleGraph.getModule(dep)) === resource)),
  );
}

/**
 * Writes mf-manifest.json beside remoteEntry.js (before the compression plugins run, so it is served compressed
 * like the scripts). A build whose landing page is no longer a lazy page warns and lists no landing scripts.
 */
export class RemoteManifestPlugin {
  constructor(private readonly options: RemoteManifestOptions) {}

  apply(compiler: webpack.Compiler): void {
    const { name, version, buildName, shared, landingModule, root } = this.options;
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const expose = compilation.namedChunkGroups.get(EXPOSE_CHUNK);
        if (!expose) throw new Error(`${buildName}: no chunk group ${EXPOSE_CHUNK} (is ./Cabinet exposed?)`);
        const assets = assetsOfGroup(expose);
        const landingGroup = groupImporting(compilation, landingModule);
        if (!landingGroup) {
          compilation.warnings.push(new webpack.WebpackError(`${buildName}: the landing page ${landingModule} is not lazily imported: the manifest lists no landing scripts`));
        }
        const manifest: RemoteManifest = {
          id: name,
          name,
          metaData: {
            name,
            globalName: name,
            buildInfo: { buildVersion: version, buildName },
            remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' },
            publicPath: 'auto',
          },
          shared: Object.entries(shared).map(([key, config]) => ({
            name: config.shareKey ?? key,
            version: config.version ?? '',
            requiredVersion: config.requiredVersion,
            singleton: config.singleton,
            strictVersion: config.strictVersion ?? false,
          })),
          exposes: [{ id: `${name}:Cabinet`, name: 'Cabinet', path: './Cabinet', assets: { js: assets, css: { sync: [], async: [] } } }],
          landing: { module: path.relative(root, landingModule).split(path.sep).join('/'), js: landingGroup ? landingScripts(landingGroup, assets.sync) : [] },
        };
        compilation.emitAsset('mf-manifest.json', new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}
