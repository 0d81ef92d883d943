import path from 'node:path';
import webpack from 'webpack';

/**
 * The field of a remote's mf-manifest.json `metaData` that lists the scripts of the cabinet's landing page.
 * enhanced's manifest has no place for a page's chunks (its exposes list the `./Cabinet` chunk and, as async,
 * every chunk reachable from it); the host preloads these with the cabinet's own on a cold visit to the page.
 * `metaData` is the one part of the stats enhanced copies into the manifest whole.
 */
export const LANDING_PAGE_FIELD = 'landingPage';

export interface LandingPageData {
  /** The landing page's module, relative to the repository. */
  module: string;
  /** Its scripts that the `./Cabinet` expose does not already load, beside remoteEntry.js. */
  js: string[];
  /**
   * The calls the page makes first, as the cabinet declares them (package.json `portal.landingCalls`, read by the
   * host: @portal/api/remotes' LandingCall); the host makes them while the cabinet's code arrives.
   */
  calls?: unknown[];
  /**
   * The share keys of the shared modules its scripts consume. A remote bundles none (the host provides every
   * singleton) and webpack asks for a consumed module only once the chunk that needs it is loaded, after the
   * preloaded scripts have arrived: the host starts loading these with the cabinet instead.
   */
  shared?: string[];
}

/** The part of webpack's ChunkGroup read here (a fake in tests). */
export interface ChunkGroupLike {
  chunks: Array<{ files: Iterable<string> }>;
}

/** The scripts of the landing page's chunk group that the expose does not already load, each once, maps left out. */
export function landingScripts(group: ChunkGroupLike, exposeSync: readonly string[]): string[] {
  const files = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  return [...new Set(files)].filter((file) => !exposeSync.includes(file));
}

interface ModuleWithResource {
  resource?: string;
  rootModule?: { resource?: string };
}

/** A module's file; a concatenated module is named by its root. */
function resourceOf(module: unknown): string | undefined {
  const candidate = module as ModuleWithResource | null;
  return candidate?.resource ?? candidate?.rootModule?.resource;
}

/** The part of webpack's Compilation read here (a fake in tests). */
export interface CompilationLike {
  chunkGroups: Array<ChunkGroupLike & { getBlocks(): unknown[] }>;
  moduleGraph: { getModule(dependency: never): unknown };
  chunkGraph: { getChunkModulesIterable(chunk: never): Iterable<unknown> };
  warnings: unknown[];
}

/** The federation plugin's consume-shared module, as far as read here. */
interface ConsumeSharedModuleLike {
  type?: string;
  options?: { shareKey?: string };
}

/** The share keys of the shared modules the chunks of `group` consume, sorted, each once. */
export function consumedShareKeys(compilation: Pick<CompilationLike, 'chunkGraph'>, group: ChunkGroupLike): string[] {
  const keys = new Set<string>();
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk as never)) {
      const candidate = module as ConsumeSharedModuleLike | null;
      if (candidate?.type === 'consume-shared-module' && typeof candidate.options?.shareKey === 'string') keys.add(candidate.options.shareKey);
    }
  }
  return [...keys].sort();
}

/** The chunk group a lazy `import()` of `resource` creates, if any. */
export function groupImporting(compilation: CompilationLike, resource: string): ChunkGroupLike | undefined {
  return compilation.chunkGroups.find((group) =>
    group
      .getBlocks()
      .some((block) => ((block as { dependencies?: unknown[] }).dependencies ?? []).some((dependency) => resourceOf(compilation.moduleGraph.getModule(dependency as never)) === resource)),
  );
}

/** What enhanced's `manifest.additionalData` receives and returns, as far as read here. */
export interface ManifestStatsLike {
  metaData: object;
  exposes: Array<{ path?: string; assets: { js: { sync: string[] } } }>;
}

export interface LandingPageOptions {
  /** Absolute path of the module the cabinet's landing page is (lazily) imported from. */
  landingModule: string;
  /** Repository root, to name the module relatively. */
  root: string;
  /** Names the build in a warning. */
  buildName: string;
  /** More `metaData` fields to write (the shared requirements, sharedSingletons.ts). */
  extraMetaData?: Record<string, unknown>;
  /** The landing page's first calls, as declared (package.json `portal.landingCalls`). */
  calls?: unknown[];
}

/**
 * enhanced's `manifest.additionalData` for a remote: adds `metaData.landingPage` (see LANDING_PAGE_FIELD). A
 * build whose landing page is no longer a lazy page warns and lists no landing scripts (the host then preloads
 * the cabinet only).
 */
export function addLandingPage({ landingModule, root, buildName, extraMetaData = {}, calls }: LandingPageOptions) {
  return <Stats extends ManifestStatsLike>({ stats, compilation }: { stats: Stats; compilation: CompilationLike }): Stats => {
    const exposeSync = stats.exposes.find((expose) => expose.path === './Cabinet')?.assets.js.sync ?? [];
    const group = groupImporting(compilation, landingModule);
    if (!group) {
      compilation.warnings.push(new webpack.WebpackError(`${buildName}: the landing page ${landingModule} is not lazily imported: the manifest lists no landing scripts`));
    }
    const landingPage: LandingPageData = {
      module: path.relative(root, landingModule).split(path.sep).join('/'),
      js: group ? landingScripts(group, exposeSync) : [],
      ...(calls ? { calls } : {}),
      ...(group ? { shared: consumedShareKeys(compilation, group) } : {}),
    };
    return { ...stats, metaData: { ...stats.metaData, ...extraMetaData, [LANDING_PAGE_FIELD]: landingPage } };
  };
}
