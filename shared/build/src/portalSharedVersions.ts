import webpack from 'webpack';

/**
 * `/portal-shared.json`: the versions a host build provides as shared singletons (by share key) and its own version,
 * served beside index.html. `portal-remotes` judges a cabinet build against a running portal's file, not against
 * the operator's checkout, which may hold another host than the one users run.
 */
export const PORTAL_SHARED_FILE = 'portal-shared.json';

export interface PortalSharedVersions {
  host: string;
  shared: Record<string, string>;
}

/** The file's content, or null when `json` is not one (an older host's SPA fallback page, a proxy's error). */
export function portalSharedVersionsOf(json: unknown): PortalSharedVersions | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { host, shared } = json as Record<string, unknown>;
  if (typeof host !== 'string' || typeof shared !== 'object' || shared === null || Array.isArray(shared)) return null;
  const entries = Object.entries(shared as Record<string, unknown>);
  if (!entries.every(([, version]) => typeof version === 'string')) return null;
  return { host, shared: Object.fromEntries(entries) as Record<string, string> };
}

/** Emits the file into the host's build, before the build's pre-compression runs over its assets. */
export class PortalSharedVersionsPlugin {
  constructor(private readonly versions: PortalSharedVersions) {}

  apply(compiler: webpack.Compiler): void {
    const name = 'PortalSharedVersionsPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(PORTAL_SHARED_FILE, new webpack.sources.RawSource(`${JSON.stringify(this.versions, null, 2)}\n`));
      });
    });
  }
}
