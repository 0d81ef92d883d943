import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The host's runtime plugin that hands its module-federation runtime core to the remotes (which build with
 * `experiments.externalRuntime` and so leave their own ~10 KB br copy out of remoteEntry.js).
 *
 * It is the official inject-external-runtime-core plugin, but its ESM build: `experiments.provideExternalRuntime`
 * adds the CommonJS build, which pulls the CommonJS runtime core and SDK into main.js beside the ESM copy the
 * host's own runtime uses (+9 KB br, eating what the remotes saved). The ESM build shares that one copy.
 */
export function runtimeCoreProviderPlugin(): string {
  // The plugin is a dependency of @module-federation/enhanced (pnpm does not link it here): resolve from there.
  const enhancedEntry = require.resolve('@module-federation/enhanced');
  const commonJsBuild = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [path.dirname(enhancedEntry)] });
  const esmBuild = path.join(path.dirname(commonJsBuild), 'index.js');
  if (!existsSync(esmBuild)) throw new Error(`inject-external-runtime-core-plugin has no ESM build at ${esmBuild}`);
  return esmBuild;
}
